// The loaders of the views the Account view leads to (Send, Swap, Buy, Receive, the email
// change) and of ApproveTransaction, each its own chunk. They come with the Account view and
// the account views' switch, never before the first click: a page loads the loaders it may use
// first (loadModalView.ts) with the modal.

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

/** Loads the UpdateEmailWallet view's chunk. */
export const loadUpdateEmailWallet = () => import('../views/UpdateEmailWallet/UpdateEmailWallet.js')

/** Loads the ExportKey view's chunk. */
export const loadExportKey = () => import('../views/ExportKey/ExportKey.js')

/** Loads the ApproveTransaction view's chunk. */
export const loadApproveTransaction = () =>
  import('../views/ApproveTransaction/ApproveTransaction.js')

/** Loads the RegisterAccountName view's chunk (with core's names feature). */
export const loadRegisterAccountName = () =>
  import('../views/RegisterAccountName/RegisterAccountName.js')

/** Loads the RegisterAccountNameSuccess view's chunk. */
export const loadRegisterAccountNameSuccess = () =>
  import('../views/RegisterAccountName/RegisterAccountNameSuccess.js')
