// `@latchkey/core/internal`: what Latchkey's own packages (adapters, React, server, devchain)
// need beyond the public entry. Not for dapps: names here may change in any release.

export { retryableHttpStatuses } from '../transport/createJsonRpcTransport.js'
export * from './index.js'
