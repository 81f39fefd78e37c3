import { bip122 } from './bip122.js'
import { eip155 } from './eip155.js'
import { polkadot } from './polkadot.js'
import type { ServerNamespace } from './ServerNamespace.js'
import { solana } from './solana.js'

/**
 * The namespaces a server knows unless `createServer` is given others: eip155, solana, bip122 and
 * polkadot.
 */
export const defaultServerNamespaces: readonly ServerNamespace[] = [
  eip155,
  solana,
  bip122,
  polkadot,
]
