import type { View } from '@latchkey/core'
import { lazy } from 'react'
import type { ShellStrings } from '../i18n/shellStrings.js'
import { Connect } from '../views/Connect/Connect.js'
import { lazyView } from './lazyView.js'
import {
  loadAccountViewSwitch,
  loadAllWallets,
  loadConnectingFarcaster,
  loadConnectingWalletConnect,
  loadConnectingWalletConnectBasic,
  loadDownloads,
  loadEmailVerifyDevice,
  loadEmailVerifyOtp,
  loadSIWXSignMessage,
} from './loadModalView.js'
import {
  loadAccount,
  loadConnectingExternal,
  loadNetworks,
  loadUnsupportedChain,
} from './loadView.js'
import { useModalContext } from './ModalContext.js'

const ConnectingExternal = lazy(() =>
  loadConnectingExternal().then((module) => ({ default: module.ConnectingExternal })),
)
const ConnectingWalletConnect = lazy(() =>
  loadConnectingWalletConnect().then((module) => ({ default: module.ConnectingWalletConnect })),
)
const ConnectingFarcaster = lazy(() =>
  loadConnectingFarcaster().then((module) => ({ default: module.ConnectingFarcaster })),
)
const ConnectingWalletConnectBasic = lazy(() =>
  loadConnectingWalletConnectBasic().then((module) => ({
    default: module.ConnectingWalletConnectBasic,
  })),
)
// The account's views are one switch in a chunk of their own, prefetched by the Account view:
// from Account, a prefetched Send or Swap still renders in the frame of the click.
const AccountViews = lazyView(loadAccountViewSwitch, (module) => module.AccountViewSwitch)
const Account = lazy(() => loadAccount().then((module) => ({ default: module.Account })))
// Prefetched on hover or focus, these two render in the frame of the click (see lazyView).
const AllWallets = lazyView(loadAllWallets, (module) => module.AllWallets)
const Downloads = lazyView(loadDownloads, (module) => module.Downloads)
const EmailVerifyOtp = lazy(() =>
  loadEmailVerifyOtp().then((module) => ({ default: module.EmailVerifyOtp })),
)
const EmailVerifyDevice = lazy(() =>
  loadEmailVerifyDevice().then((module) => ({ default: module.EmailVerifyDevice })),
)
// The frame's passkey screens lie over this view: a chunk of its own.
const Passkey = lazy(() =>
  import('../views/Passkey/Passkey.js').then((module) => ({ default: module.Passkey })),
)
const Networks = lazy(() => loadNetworks().then((module) => ({ default: module.Networks })))
const SIWXSignMessage = lazy(() =>
  loadSIWXSignMessage().then((module) => ({ default: module.SIWXSignMessage })),
)
const UnsupportedChain = lazy(() =>
  loadUnsupportedChain().then((module) => ({ default: module.UnsupportedChain })),
)

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

/** The header title of a view. */
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
  const { strings } = useModalContext('ViewSwitch')
  switch (view) {
    case 'Connect':
      return <Connect />
    case 'ConnectingExternal':
      return <ConnectingExternal />
    case 'ConnectingWalletConnect':
      return <ConnectingWalletConnect />
    case 'ConnectingWalletConnectBasic':
      return <ConnectingWalletConnectBasic />
    case 'ConnectingFarcaster':
      return <ConnectingFarcaster />
    case 'Account':
      return <Account />
    case 'Networks':
      return <Networks />
    case 'UnsupportedChain':
      return <UnsupportedChain />
    case 'SIWXSignMessage':
      return <SIWXSignMessage />
    case 'AllWallets':
      return <AllWallets />
    case 'Downloads':
      return <Downloads />
    case 'EmailVerifyOtp':
      return <EmailVerifyOtp />
    case 'EmailVerifyDevice':
      return <EmailVerifyDevice />
    case 'Passkey':
      return <Passkey />
    case 'WalletSend':
    case 'WalletSendSelectToken':
    case 'WalletSendPreview':
    case 'WalletReceive':
    case 'UpdateEmailWallet':
    case 'ApproveTransaction':
    case 'ExportKey':
    case 'Swap':
    case 'SwapSelectToken':
    case 'SwapPreview':
    case 'OnRampProviders':
    case 'BuyInProgress':
    case 'RegisterAccountName':
    case 'RegisterAccountNameSuccess':
      return <AccountViews view={view} />
    default:
      return <p className="lk-note">{strings.viewUnavailable}</p>
  }
}
