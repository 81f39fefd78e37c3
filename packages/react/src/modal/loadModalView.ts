// The loaders of the views only the modal opens (each its own chunk) on the way to a
// connection; with the modal, out of the first load. A view or a control prefetches the view a
// click is about to open. The account's views have theirs in loadAccountViews.ts, with Account.
// Each first loads the chunk holding the import() calls (modalViewImports.ts, with the views'
// switch: loadOtherViews): what the modal shows before a click is Connect alone, so
// those calls' preload lists wait for a later view. That chunk is imported from the modal's
// chunk (as loadView.ts's are), so every view loads after the modal's chunk, which keeps what it
// shares with them.
import { loadOtherViews as loadImports } from './loadView.js'

/** Loads the ConnectingWalletConnect view's chunk (not the WalletConnect SDK: core loads that). */
export const loadConnectingWalletConnect = () =>
  loadImports().then((views) => views.importConnectingWalletConnect())

/** Loads the ConnectingWalletConnectBasic view's chunk. */
export const loadConnectingWalletConnectBasic = () =>
  loadImports().then((views) => views.importConnectingWalletConnectBasic())

/** Loads the SIWXSignMessage view's chunk. */
export const loadSIWXSignMessage = () =>
  loadImports().then((views) => views.importSIWXSignMessage())

/** Loads the EmailVerifyOtp view's chunk. */
export const loadEmailVerifyOtp = () => loadImports().then((views) => views.importEmailVerifyOtp())

/** Loads the EmailVerifyDevice view's chunk. */
export const loadEmailVerifyDevice = () =>
  loadImports().then((views) => views.importEmailVerifyDevice())

/** Loads the AllWallets view's chunk. */
export const loadAllWallets = () => loadImports().then((views) => views.importAllWallets())

/** Loads the Downloads view's chunk. */
export const loadDownloads = () => loadImports().then((views) => views.importDownloads())

/** Loads the account's views (Send, Swap, Buy, Receive, ...): their switch and their loaders. */
export const loadAccountViewSwitch = () =>
  loadImports().then((views) => views.importAccountViewSwitch())

/** Loads the ConnectingFarcaster view's chunk (Sign In With Farcaster's QR code). */
export const loadConnectingFarcaster = () =>
  loadImports().then((views) => views.importConnectingFarcaster())
