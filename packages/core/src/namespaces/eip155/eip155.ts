import { explorerAddress } from '../explorerAddress.js'
import type { NamespaceDescriptor } from '../NamespaceDescriptor.js'

/** The eip155 (EVM) namespace's record. */
export const eip155: NamespaceDescriptor = {
  namespace: 'eip155',
  toChainId: (reference) => Number(reference),
  checkNetworkId: (id) =>
    Number.isSafeInteger(id) && (id as number) > 0
      ? undefined
      : `an eip155 chain id must be a positive integer, got ${String(id)}`,
  // Hex addresses: any case names the same account.
  isSameAddress: (a, b) => a.toLowerCase() === b.toLowerCase(),
  accountType: 'eoa',
  preferredAccountType: 'smartAccount',
  siwx: { chainName: 'Ethereum' },
  explorer: { address: explorerAddress },
  supports: { balance: true, activity: true, names: true, swap: true },
}
