// Every English string the widget shows, in one place: a locale is an object of this shape,
// loaded by the dapp when it needs one and passed to <LatchkeyProvider strings={...}>. Numbers
// and dates follow the page's locale (its `lang`), whatever the language of the strings.
import { formatFiatValue, solanaInvalidSendMessage } from '@latchkey/core/internal'
import { getPageLocale } from '../utils/getPageLocale.js'
import { buttonStrings } from './buttonStrings.js'

/** The widget's English strings; the shape every locale follows. */
export const en = {
  ...buttonStrings,
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

  walletConnect: 'WalletConnect',
  qrCodeLabel: (wallet: string) => `QR code to connect with ${wallet}`,
  scanQrCode: 'Scan this QR code with your phone',
  preparingQrCode: 'Preparing the QR code',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  linkCopyFailed: 'Could not copy the link',
  open: 'Open',
  openDesktopApp: 'Open desktop app',
  openWebApp: 'Open web app',
  pairingExpired: 'The QR code expired',
  pairingExpiredDetail: 'Get a new one to connect',
  walletConnectWallets: 'Wallets that connect with WalletConnect',

  accountTitle: 'Account',
  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
  copyFailed: 'Could not copy the address',
  balanceLoading: 'Loading balance',
  viewOnExplorer: (explorer: string) => `View on ${explorer}`,
  disconnect: 'Disconnect',
  networkLabel: (network: string) => `Network: ${network}`,
  walletFeatures: { onramp: 'Buy', swaps: 'Swap', receive: 'Receive', send: 'Send' },
  sendTitle: 'Send',
  selectTokenTitle: 'Select Token',
  sendPreviewTitle: 'Review Send',
  receiveTitle: 'Receive',
  sendToken: (symbol: string) => `Token: ${symbol}, change`,
  selectToken: 'Select token',
  sendAmount: 'Amount',
  sendMax: 'Max',
  sendReceiver: 'To',
  sendReceiverPlaceholder: 'Address or name',
  sendAddressPlaceholder: 'Address',
  sendBalance: (balance: string) => `Balance ${balance}`,
  sendBalanceValue: (symbol: string) => `${symbol} balance`,
  sendNetworkFee: 'Network fee',
  sendFrom: 'From',
  sendNetwork: 'Network',
  searchTokens: 'Search tokens',
  noTokensFound: 'No token matches',
  sendProblems: {
    noToken: 'Select token',
    noAmount: 'Enter amount',
    invalidAmount: 'Invalid amount',
    zeroAmount: 'Enter an amount above 0',
    tooManyDecimals: 'Too many decimals',
    amountTooHigh: 'Insufficient funds',
    noReceiver: 'Add address',
    resolving: 'Finding address…',
    invalidAddress: 'Invalid address',
    nameNotFound: 'Name not found',
    nameError: 'Error resolving name',
    loading: 'Loading…',
    insufficientGas: 'Insufficient gas funds',
    invalidAmountOrReceiver: solanaInvalidSendMessage,
  },
  sendPreview: 'Preview send',
  sendConfirm: 'Send',
  sendCancel: 'Cancel',
  sendWaiting: 'Confirm the transaction in your wallet',
  sendDeclined: 'Transaction declined in the wallet',
  unsupportedChain: 'Unsupported chain',
  receiveQrLabel: 'QR code of your address',
  receiveNetworks: 'Networks this address can receive on',
  receiveNote: (network: string) =>
    `Send only assets on ${network} or the networks below to this address.`,
  transactionPending: 'Pending',
  accountTabsLabel: 'Tokens and activity',
  tokensTab: 'Tokens',
  activityTab: 'Activity',
  tokensLoading: 'Loading tokens',
  noTokens: 'No tokens on this network yet',
  activityLoading: 'Loading activity',
  noActivity: 'No activity yet',
  activityUnavailable: 'Activity is not available on this network',
  loadMore: 'Load more',
  transactionFailed: 'Failed',
  /** A value in the data API's currency (US dollars): 1234.5 is '$1,234.50' in en-US. */
  usdValue: (value: number) => formatFiatValue(value, { locale: getPageLocale() }),
  /** A network fee in US dollars: below a cent (a Solana fee) it reads '<$0.01', not '$0.00'. */
  usdFee: (value: number) =>
    value > 0 && value < 0.01
      ? `<${formatFiatValue(0.01, { locale: getPageLocale() })}`
      : formatFiatValue(value, { locale: getPageLocale() }),
  totalBalance: 'Total balance',
  connectedWith: (wallet: string) => `Connected with ${wallet}`,
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  fetchTransactionsFailed: 'Failed to fetch transactions',
  /** The retry of a failed balance while the 30 s block runs: 'Try again in 12 s'. */
  tryAgainIn: (seconds: number) => `Try again in ${seconds} s`,
  /** An Activity entry's other side: 'To 0x12…345678'. */
  counterpartyTo: (who: string) => `To ${who}`,
  counterpartyFrom: (who: string) => `From ${who}`,
  viewTransaction: (explorer: string) => `View transaction on ${explorer}`,
  /** An Activity heading: March 2025. */
  activityMonth: (year: number, month: number) =>
    new Intl.DateTimeFormat(getPageLocale(), { month: 'long', year: 'numeric' }).format(
      new Date(year, month, 1),
    ),
  /** When an Activity entry was mined: Mar 15, 2:05 PM. */
  activityDate: (date: Date) =>
    new Intl.DateTimeFormat(getPageLocale(), {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(date),
  /** An Activity entry's title, from its operation type. */
  transactionTitle: (operationType: string) =>
    (
      ({
        approve: 'Approved',
        bought: 'Bought',
        borrow: 'Borrowed',
        burn: 'Burned',
        cancel: 'Canceled',
        claim: 'Claimed',
        deploy: 'Deployed',
        deposit: 'Deposited',
        execute: 'Executed',
        mint: 'Minted',
        receive: 'Received',
        repay: 'Repaid',
        send: 'Sent',
        sell: 'Sold',
        stake: 'Staked',
        trade: 'Swapped',
        unstake: 'Unstaked',
        withdraw: 'Withdrawn',
      }) as Record<string, string>
    )[operationType] ?? 'Transaction',

  networksTitle: 'Choose Network',
  networksLabel: 'Networks',
  switching: 'Switching…',
  switchDeclined: 'Switch declined',
  switchDeclinedDetail: 'The wallet declined the network switch.',
  switchFailed: 'Could not switch network',

  unsupportedTitle: 'Switch Network',
  unsupportedDetail:
    'This app doesn’t support your current network. Switch to an available option to continue.',

  siwxTitle: 'Sign In',
  siwxRequest: (app: string) => `${app} needs to connect to your wallet`,
  siwxDetail: 'Sign this message to prove you own this wallet and proceed.',
  siwxDetailRequired:
    'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
  sign: 'Sign',
  cancel: 'Cancel',
  authenticating: 'Authenticating...',
  signatureDeclined: 'Signature declined',
  thisApp: 'This app',
  yourWallet: 'Your wallet',

  walletRequestTitle: 'Your wallet has not answered',
  walletRequestDetail: 'Open your wallet to continue, or send the request again.',
  walletRequestDetailFunds:
    'Open your wallet to continue. If it no longer shows the request, cancel it and try again.',
  resend: 'Resend',

  allWallets: 'All Wallets',
  allWalletsCount: (count: number) => `${count} ${count === 1 ? 'wallet' : 'wallets'}`,
  searchWallet: 'Search wallet',
  walletsFound: (count: number) => `${count} ${count === 1 ? 'wallet' : 'wallets'} found`,
  noWalletFound: 'No wallet found',
  noWalletFoundDetail: (query: string) => `No wallet matches “${query}”. Try another name.`,
  noWalletsListed: 'No wallets to show',
  loadingWallets: 'Loading wallets',
  walletsLoadFailed: 'The wallets could not be loaded.',
  continueWithWallet: 'Continue with a wallet',
  legalAgree: 'I agree to the',
  legalAnd: 'and the',
  termsOfService: 'Terms of Service',
  privacyPolicy: 'Privacy Policy',
  legalRequired: 'The wallets are greyed out until you agree to the terms above.',
  walletGuide: 'Haven’t got a wallet?',
  getStarted: 'Get started',
  whatIsAWallet: 'What is a wallet?',
  walletExplainerHome: 'A home for your digital assets',
  walletExplainerHomeDetail:
    'A wallet holds the keys to your crypto and NFTs: with it you send, receive and see them.',
  walletExplainerLogin: 'A new way to sign in',
  walletExplainerLoginDetail:
    'Instead of an account and a password on every site, you connect your wallet and approve in it.',
  getAWallet: 'Get a wallet',
  learnMore: 'Learn more',
  backToWallets: 'Back to wallets',
  walletGuideUrl: 'https://ethereum.org/en/wallets/find-wallet/',
  downloadsTitle: (wallet: string) => `Get ${wallet}`,
  getWallet: (wallet: string) => `Don’t have ${wallet}?`,
  getIt: 'Get it',
  browserExtension: 'Browser extension',
  appStore: 'App Store',
  googlePlay: 'Google Play',
  website: 'Website',
  noDownloads: 'This wallet has no download link here. Look for it on its website.',

  viewUnavailable: 'This view is not available yet.',
}

/** The strings of one locale: the English shape, with the same keys and templates. */
export type Strings = typeof en
