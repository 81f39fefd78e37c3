// The loaders of the views only the modal opens (each its own chunk) on the way to a
// connection; with the modal, out of the first load. A view or a control prefetches the view a
// click is about to open. The account's views have theirs in loadAccountViews.ts, with Account.

/** Loads the ConnectingWalletConnect view's chunk (not the WalletConnect SDK: core loads that). */
export const loadConnectingWalletConnect = () =>
  import('../views/ConnectingWalletConnect/ConnectingWalletConnect.js')

/** Loads the ConnectingWalletConnectBasic view's chunk. */
export const loadConnectingWalletConnectBasic = () =>
  import('../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasic.js')

/** Loads the SIWXSignMessage view's chunk. */
export const loadSIWXSignMessage = () => import('../views/SIWXSignMessage/SIWXSignMessage.js')

/** Loads the EmailVerifyOtp view's chunk. */
export const loadEmailVerifyOtp = () => import('../views/EmailVerifyOtp/EmailVerifyOtp.js')

/** Loads the EmailVerifyDevice view's chunk. */
export const loadEmailVerifyDevice = () => import('../views/EmailVerifyDevice/EmailVerifyDevice.js')

/** Loads the AllWallets view's chunk. */
export const loadAllWallets = () => import('../views/AllWallets/AllWallets.js')

/** Loads the Downloads view's chunk. */
export const loadDownloads = () => import('../views/Downloads/Downloads.js')

/** Loads the account's views (Send, Swap, Buy, Receive, ...): their switch and their loaders. */
export const loadAccountViewSwitch = () => import('./AccountViewSwitch.js')

/** Loads the ConnectingFarcaster view's chunk (Sign In With Farcaster's QR code). */
export const loadConnectingFarcaster = () =>
  import('../views/ConnectingFarcaster/ConnectingFarcaster.js')
