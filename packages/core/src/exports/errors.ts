// `@latchkey/core/errors`: every error class Latchkey throws (viem's BaseError shape: shortMessage,
// details, metaMessages, cause, walk()), with the spec's messages, for every package and for
// dapps that tell failures apart.

export * from '../errors/adapter.js'
export * from '../errors/base.js'
export * from '../errors/caip.js'
export * from '../errors/client.js'
export * from '../errors/connection.js'
export * from '../errors/data.js'
export * from '../errors/isUserRejection.js'
export * from '../errors/loadRpcErrors.js'
export * from '../errors/names.js'
export * from '../errors/node.js'
export * from '../errors/RpcError.js'
export * from '../errors/registry.js'
export * from '../errors/request.js'
export * from '../errors/rpc.js'
export * from '../errors/send.js'
export * from '../errors/siwx.js'
export * from '../errors/walletConnect.js'
