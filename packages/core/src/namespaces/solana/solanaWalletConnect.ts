import type { NamespaceWalletConnect } from '../NamespaceDescriptor.js'

/** The solana namespace's part in WalletConnect sessions and basic mode (WalletConnect's chunk). */
export const solanaWalletConnect: NamespaceWalletConnect = {
  methods: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
  ],
  events: ['accountsChanged'],
}
