// The views beyond Connect, as the modal switches to them: in the chunk of their import() calls
// (modalViewImports.ts), which the first view beyond Connect (or its prefetch) loads, so the
// modal's chunk before the first click carries Connect alone. Their titles stay in the modal's
// chunk (ViewSwitch.tsx): the header and the dialog's name show while a view loads.
import type { View } from '@latchkey/core'
import { lazy } from 'react'
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

/** Renders a view beyond Connect; each loads on demand. */
export function OtherViewSwitch({ view }: { view: View }) {
  const { strings } = useModalContext('OtherViewSwitch')
  switch (view) {
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
