import type { View } from '@latchkey/core'
import type { ShellStrings } from '../i18n/shellStrings.js'
import { Connect } from '../views/Connect/Connect.js'
import { lazyView } from './lazyView.js'
import { loadOtherViews } from './loadView.js'

// The switch of the views beyond Connect comes in a chunk of their own, which any view's loader
// loads with the view: before the first click the modal carries Connect alone.
const OtherViews = lazyView(loadOtherViews, (module) => module.OtherViewSwitch)

// Views about the connected account fall back to Connect once there is none (a disconnect,
// or the wallet ending the session while the view is open).
const needsAccount: readonly View[] = [
  'Account',
  'UnsupportedChain',
  'SIWXSignMessage',
  'WalletSend',
  'WalletSendSelectToken',
  'WalletSendPreview',
  'WalletReceive',
  'ApproveTransaction',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'OnRampProviders',
  'BuyInProgress',
  'UpdateEmailWallet',
  'ExportKey',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
]

/** The view to show for the router's `view`, given whether an account is connected. */
export function resolveView(view: View, isConnected: boolean): View {
  return !isConnected && needsAccount.includes(view) ? 'Connect' : view
}

/** The header title of a view (the dialog's name too, while the view loads). */
export function getViewTitle(
  view: View,
  walletName: string | undefined,
  strings: ShellStrings,
): string {
  switch (view) {
    case 'Connect':
      return strings.connectTitle
    case 'ConnectingExternal':
      return walletName ?? strings.connectTitle
    case 'ConnectingWalletConnect':
      return walletName ?? strings.walletConnect
    case 'ConnectingWalletConnectBasic':
      return strings.connectTitle
    case 'ConnectingFarcaster':
      // The brand's own name, not translated.
      return 'Farcaster'
    case 'Account':
      return strings.accountTitle
    case 'Networks':
      return strings.networksTitle
    case 'UnsupportedChain':
      return strings.unsupportedTitle
    case 'SIWXSignMessage':
      return strings.siwxTitle
    case 'AllWallets':
      return strings.allWallets
    case 'Downloads':
      return walletName ? strings.downloadsTitle(walletName) : strings.connectTitle
    case 'WalletSend':
      return strings.sendTitle
    case 'WalletSendSelectToken':
      return strings.selectTokenTitle
    case 'WalletSendPreview':
      return strings.sendPreviewTitle
    case 'WalletReceive':
      return strings.receiveTitle
    case 'EmailVerifyOtp':
      return strings.emailVerifyTitle
    case 'EmailVerifyDevice':
      return strings.emailDeviceTitle
    case 'UpdateEmailWallet':
      return strings.updateEmailTitle
    case 'ApproveTransaction':
      return strings.approveTitle
    case 'ExportKey':
      return strings.exportKeyTitle
    case 'Passkey':
      return strings.passkeyTitle
    case 'Swap':
      return strings.swapTitle
    case 'SwapSelectToken':
      return strings.swapSelectTokenTitle
    case 'SwapPreview':
      return strings.swapPreviewTitle
    case 'OnRampProviders':
      return strings.buyTitle
    case 'BuyInProgress':
      return strings.buyInProgressTitle
    case 'RegisterAccountName':
      return strings.registerNameTitle
    case 'RegisterAccountNameSuccess':
      return strings.registerNameSuccessTitle
    default:
      return strings.dialogLabel
  }
}

/** Renders the view named `view`; Connect is in the modal's chunk, the others load on demand. */
export function ViewSwitch({ view }: { view: View }) {
  return view === 'Connect' ? <Connect /> : <OtherViews view={view} />
}
