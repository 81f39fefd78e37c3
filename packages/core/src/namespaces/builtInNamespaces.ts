import type { BuiltInNamespace } from '../caip/namespaces.js'
import { bip122 } from './bip122/bip122.js'
import { eip155 } from './eip155/eip155.js'
import type { NamespaceDescriptor } from './NamespaceDescriptor.js'
import { polkadot } from './polkadot/polkadot.js'
import { solana } from './solana/solana.js'

/** The records of the namespaces core knows without an adapter package (basic mode uses them). */
export const builtInNamespaces: Readonly<Record<BuiltInNamespace, NamespaceDescriptor>> = {
  eip155,
  solana,
  bip122,
  polkadot,
}
