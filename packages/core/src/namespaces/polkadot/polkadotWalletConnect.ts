import type { NamespaceWalletConnect } from '../NamespaceDescriptor.js'

/** The polkadot namespace's part in WalletConnect sessions and basic mode (WalletConnect's chunk). */
export const polkadotWalletConnect: NamespaceWalletConnect = {
  methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
  events: ['accountsChanged'],
}
