// Every English string the widget shows, in one place: a locale is an object of this shape,
// loaded by the dapp when it needs one and passed to <LatchkeyProvider strings={...}>.

/** The widget's English strings; the shape every locale follows. */
export const en = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  close: 'Close',
  back: 'Back',
  dialogLabel: 'Latchkey',
  notifications: 'Notifications',
  loading: 'Loading',

  connectTitle: 'Connect Wallet',
  walletsLabel: 'Wallets',
  recent: 'Recent',
  installed: 'Installed',
  noWallets: 'No wallet found. Install a browser wallet to continue.',

  continueIn: (wallet: string) => `Continue in ${wallet}`,
  acceptRequest: 'Accept the connection request in the wallet',
  connectionDeclined: 'Connection declined',
  declinedDetail: 'Connection can be declined if a previous request is still active',
  connectionFailed: 'Connection failed',
  tryAgain: 'Try again',

  accountTitle: 'Account',
  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
  copyFailed: 'Could not copy the address',
  balanceLoading: 'Loading balance',
  viewOnExplorer: (explorer: string) => `View on ${explorer}`,
  disconnect: 'Disconnect',
  networkLabel: (network: string) => `Network: ${network}`,

  networksTitle: 'Choose Network',
  networksLabel: 'Networks',
  switching: 'Switching…',

  unsupportedTitle: 'Switch Network',
  unsupportedDetail:
    'This app doesn’t support your current network. Switch to an available option to continue.',

  viewUnavailable: 'This view is not available yet.',
}

/** The strings of one locale: the English shape, with the same keys and templates. */
export type Strings = typeof en
