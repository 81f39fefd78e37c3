import { solanaInvalidSendMessage } from '../../errors/solanaInvalidSendMessage.js'
import { solanaSendErrorMessage } from '../../errors/solanaSendErrorMessage.js'
import type { NamespaceDescriptor } from '../NamespaceDescriptor.js'

/** The solana namespace's record. */
export const solana: NamespaceDescriptor = {
  namespace: 'solana',
  toChainId: (reference) => String(reference),
  // Base58 addresses are case-sensitive.
  isSameAddress: (a, b) => a === b,
  accountType: 'eoa',
  preferredAccountType: 'eoa',
  siwx: { chainName: 'Solana' },
  // Solana explorers call it an account.
  explorer: { address: (base, address) => `${base.replace(/\/+$/, '')}/account/${address}` },
  supports: { balance: true, activity: false, names: false, swap: false },
  texts: { invalidSend: solanaInvalidSendMessage, sendFailed: solanaSendErrorMessage },
}
