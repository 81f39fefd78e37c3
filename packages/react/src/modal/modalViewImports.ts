// The import() calls behind loadModalView.ts's loaders: a chunk of its own, so Vite's lists of
// the files each view's chunk needs (1.2 KB of gzip, more than the calls themselves) load with
// the first view beyond Connect (or its prefetch on hover), not before the page's first click.

/** Loads the ConnectingWalletConnect view's chunk (not the WalletConnect SDK: core loads that). */
export const importConnectingWalletConnect = () =>
  import('../views/ConnectingWalletConnect/ConnectingWalletConnect.js')

/** Loads the ConnectingWalletConnectBasic view's chunk. */
export const importConnectingWalletConnectBasic = () =>
  import('../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasic.js')

/** Loads the SIWXSignMessage view's chunk. */
export const importSIWXSignMessage = () => import('../views/SIWXSignMessage/SIWXSignMessage.js')

/** Loads the EmailVerifyOtp view's chunk. */
export const importEmailVerifyOtp = () => import('../views/EmailVerifyOtp/EmailVerifyOtp.js')

/** Loads the EmailVerifyDevice view's chunk. */
export const importEmailVerifyDevice = () =>
  import('../views/EmailVerifyDevice/EmailVerifyDevice.js')

/** Loads the AllWallets view's chunk. */
export const importAllWallets = () => import('../views/AllWallets/AllWallets.js')

/** Loads the Downloads view's chunk. */
export const importDownloads = () => import('../views/Downloads/Downloads.js')

/** Loads the account's views (Send, Swap, Buy, Receive, ...): their switch and their loaders. */
export const importAccountViewSwitch = () => import('./AccountViewSwitch.js')

/** Loads the ConnectingFarcaster view's chunk (Sign In With Farcaster's QR code). */
export const importConnectingFarcaster = () =>
  import('../views/ConnectingFarcaster/ConnectingFarcaster.js')

// The switch of the views beyond Connect, which the modal renders from this chunk.
export { OtherViewSwitch } from './OtherViewSwitch.js'
