// Every view but Connect is its own chunk. The loaders live here, outside the chunks, so a
// button or a view can prefetch the view a click is about to open.

/** Loads the ConnectingExternal view's chunk. */
export const loadConnectingExternal = () =>
  import('../views/ConnectingExternal/ConnectingExternal.js')
/** Loads the Account view's chunk. */
export const loadAccount = () => import('../views/Account/Account.js')
/** Loads the ConnectingWalletConnect view's chunk (not the WalletConnect SDK: core loads that). */
export const loadConnectingWalletConnect = () =>
  import('../views/ConnectingWalletConnect/ConnectingWalletConnect.js')
/** Loads the ConnectingWalletConnectBasic view's chunk. */
export const loadConnectingWalletConnectBasic = () =>
  import('../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasic.js')
/** Loads the Networks view's chunk. */
export const loadNetworks = () => import('../views/Networks/Networks.js')
/** Loads the SIWXSignMessage view's chunk. */
export const loadSIWXSignMessage = () => import('../views/SIWXSignMessage/SIWXSignMessage.js')
/** Loads the UnsupportedChain view's chunk. */
export const loadUnsupportedChain = () => import('../views/UnsupportedChain/UnsupportedChain.js')

/** Loads the WalletSend view's chunk (with core's Send feature; the adapter's send methods load with it). */
export const loadWalletSend = () => import('../views/WalletSend/WalletSend.js')
/** Loads the WalletSendSelectToken view's chunk. */
export const loadWalletSendSelectToken = () =>
  import('../views/WalletSend/WalletSendSelectToken.js')
/** Loads the WalletSendPreview view's chunk. */
export const loadWalletSendPreview = () => import('../views/WalletSend/WalletSendPreview.js')
/** Loads the Swap view's chunk (with core's Swap feature). */
export const loadSwap = () => import('../views/Swap/Swap.js')
/** Loads the SwapSelectToken view's chunk. */
export const loadSwapSelectToken = () => import('../views/Swap/SwapSelectToken.js')
/** Loads the SwapPreview view's chunk. */
export const loadSwapPreview = () => import('../views/Swap/SwapPreview.js')
/** Loads the OnRampProviders view's chunk (with core's on-ramp feature). */
export const loadOnRampProviders = () => import('../views/OnRampProviders/OnRampProviders.js')
/** Loads the BuyInProgress view's chunk. */
export const loadBuyInProgress = () => import('../views/BuyInProgress/BuyInProgress.js')
/** Loads the WalletReceive view's chunk (with the QR code encoder). */
export const loadWalletReceive = () => import('../views/WalletReceive/WalletReceive.js')

/** Loads the EmailVerifyOtp view's chunk. */
export const loadEmailVerifyOtp = () => import('../views/EmailVerifyOtp/EmailVerifyOtp.js')
/** Loads the EmailVerifyDevice view's chunk. */
export const loadEmailVerifyDevice = () => import('../views/EmailVerifyDevice/EmailVerifyDevice.js')
/** Loads the UpdateEmailWallet view's chunk. */
export const loadUpdateEmailWallet = () => import('../views/UpdateEmailWallet/UpdateEmailWallet.js')
/** Loads the ApproveTransaction view's chunk. */
export const loadApproveTransaction = () =>
  import('../views/ApproveTransaction/ApproveTransaction.js')

/** Loads the AllWallets view's chunk. */
export const loadAllWallets = () => import('../views/AllWallets/AllWallets.js')
/** Loads the Downloads view's chunk. */
export const loadDownloads = () => import('../views/Downloads/Downloads.js')

// The chunks loaded so far, by loader: a view made with `lazyView` renders at once from here,
// without a Suspense fallback (React holds a revealed fallback for 300 ms).
const loadedViews = new Map<() => Promise<unknown>, unknown>()

/** Starts loading a view's chunk without waiting; a failure shows when the view renders. */
export function prefetchView(load: () => Promise<unknown>): void {
  load().then(
    (module) => loadedViews.set(load, module),
    () => {},
  )
}

/** The module of a view chunk already loaded through `prefetchView`, else undefined. */
export function getLoadedView(load: () => Promise<unknown>): unknown {
  return loadedViews.get(load)
}
