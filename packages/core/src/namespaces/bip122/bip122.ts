import { explorerAddress } from '../explorerAddress.js'
import type { NamespaceDescriptor } from '../NamespaceDescriptor.js'

/**
 * The bip122 (Bitcoin) namespace's record, as far as basic mode serves it (connect and switch
 * over WalletConnect); its adapter package brings the rest in a later issue.
 */
export const bip122: NamespaceDescriptor = {
  namespace: 'bip122',
  toChainId: (reference) => String(reference),
  isSameAddress: (a, b) => a === b,
  accountType: 'payment',
  preferredAccountType: 'payment',
  siwx: { chainName: 'Bitcoin' },
  explorer: { address: explorerAddress },
  supports: { balance: false, activity: false, names: false, swap: false },
}
