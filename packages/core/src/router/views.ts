/**
 * Every named view of the modal (spec section 2, plus the network list and the wallet features'
 * views the Account view opens: OnRampProviders (and BuyInProgress, following a purchase),
 * WalletReceive, WalletSend (with its token list and preview) and Swap (with SwapSelectToken and
 * SwapPreview); and
 * Downloads: a registry wallet's download and app links, when it is neither installed nor
 * reachable through WalletConnect).
 */
export const views = [
  'Connect',
  'Account',
  'AllWallets',
  'Networks',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'UnsupportedChain',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'SIWXSignMessage',
  'OnRampProviders',
  'BuyInProgress',
  'WalletReceive',
  'WalletSend',
  'WalletSendSelectToken',
  'WalletSendPreview',
  'Downloads',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmailWallet',
  'ExportKey',
  'Passkey',
] as const

/** The name of a modal view. */
export type View = (typeof views)[number]

/** The views a dapp may open directly with `open({ view })`. */
export const publicViews = [
  'Connect',
  'Account',
  'AllWallets',
  'Networks',
  'WalletSend',
  'WalletReceive',
] as const

/** A view a dapp may open directly. */
export type PublicView = (typeof publicViews)[number]

/** Whether `value` names a modal view. */
export function isView(value: unknown): value is View {
  return typeof value === 'string' && (views as readonly string[]).includes(value)
}

/** Whether `value` names a view a dapp may open directly. */
export function isPublicView(value: unknown): value is PublicView {
  return typeof value === 'string' && (publicViews as readonly string[]).includes(value)
}
