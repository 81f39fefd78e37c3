import { eip155 } from './eip155.js'
import type { ServerNamespace } from './ServerNamespace.js'
import { solana } from './solana.js'

/** The namespaces a server knows unless `createServer` is given others: eip155 and solana. */
export const defaultServerNamespaces: readonly ServerNamespace[] = [eip155, solana]
