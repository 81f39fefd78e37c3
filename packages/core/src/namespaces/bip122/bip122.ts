import { explorerAddress } from '../explorerAddress.js'
import type { NamespaceDescriptor } from '../NamespaceDescriptor.js'

/**
 * The bip122 (Bitcoin) namespace's record: basic mode serves it over WalletConnect, and
 * @latchkey/bitcoin's adapter brings the rest. The balance is read where the data API serves the
 * network, else from the adapter (the network's Esplora API): the native coin only.
 */
export const bip122: NamespaceDescriptor = {
  namespace: 'bip122',
  toChainId: (reference) => String(reference),
  isSameAddress: (a, b) => a === b,
  accountType: 'payment',
  preferredAccountType: 'payment',
  siwx: { chainName: 'Bitcoin' },
  explorer: { address: explorerAddress },
  supports: { balance: true, activity: false, names: false, swap: false },
}
