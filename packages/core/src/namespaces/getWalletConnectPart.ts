import { isChainNamespace } from '../caip/namespaces.js'
import { bip122WalletConnect } from './bip122/bip122WalletConnect.js'
import { eip155WalletConnect } from './eip155/eip155WalletConnect.js'
import type { NamespaceDescriptor, NamespaceWalletConnect } from './NamespaceDescriptor.js'
import { polkadotWalletConnect } from './polkadot/polkadotWalletConnect.js'
import { solanaWalletConnect } from './solana/solanaWalletConnect.js'

// Imported by WalletConnect's chunk alone: the method lists and basic mode's requests of the
// built-in namespaces stay out of the first load.
const builtIn = {
  eip155: eip155WalletConnect,
  solana: solanaWalletConnect,
  bip122: bip122WalletConnect,
  polkadot: polkadotWalletConnect,
}

/** A namespace that names nothing to ask for: a session may still carry its accounts. */
const plain: NamespaceWalletConnect = { methods: [], events: ['accountsChanged'] }

/**
 * The namespace's part in WalletConnect: its record's own, else the built-in one of a
 * namespace core knows, else a part that asks for no method.
 */
export function getWalletConnectPart(descriptor: NamespaceDescriptor): NamespaceWalletConnect {
  if (descriptor.walletConnect) return descriptor.walletConnect
  return isChainNamespace(descriptor.namespace) ? builtIn[descriptor.namespace] : plain
}
