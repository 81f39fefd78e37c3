import { explorerAddress } from '../explorerAddress.js'
import type { NamespaceDescriptor } from '../NamespaceDescriptor.js'

/**
 * The polkadot namespace's record, as far as basic mode serves it (connect and switch over
 * WalletConnect); its adapter package brings the rest in a later issue.
 */
export const polkadot: NamespaceDescriptor = {
  namespace: 'polkadot',
  toChainId: (reference) => String(reference),
  isSameAddress: (a, b) => a === b,
  accountType: 'eoa',
  preferredAccountType: 'eoa',
  siwx: { chainName: 'Polkadot' },
  explorer: { address: explorerAddress },
  supports: { balance: false, activity: false, names: false, swap: false },
}
