import type { NamespaceWalletConnect } from '../NamespaceDescriptor.js'

/** The bip122 namespace's part in WalletConnect sessions and basic mode (WalletConnect's chunk). */
export const bip122WalletConnect: NamespaceWalletConnect = {
  methods: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'],
  events: ['accountsChanged', 'bip122_addressesChanged'],
}
