// The loaders of the views only the modal opens (each its own chunk); with the modal, out of
// the page's first load. A view or a control prefetches the view a click is about to open.

/** Loads the ConnectingWalletConnect view's chunk (not the WalletConnect SDK: core loads that). */
export const loadConnectingWalletConnect = () =>
  import('../views/ConnectingWalletConnect/ConnectingWalletConnect.js')

/** Loads the ConnectingWalletConnectBasic view's chunk. */
export const loadConnectingWalletConnectBasic = () =>
  import('../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasic.js')

/** Loads the SIWXSignMessage view's chunk. */
export const loadSIWXSignMessage = () => import('../views/SIWXSignMessage/SIWXSignMessage.js')

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
