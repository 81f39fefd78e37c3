// The views the Account view leads to (Send, Swap, Buy, Receive, the email change, a name) and
// ApproveTransaction: their switch, a chunk the Account view prefetches, out of what a page
// loads before its first click. Each view is a chunk of its own.
import { lazyView } from './lazyView.js'
import {
  loadApproveTransaction,
  loadBuyInProgress,
  loadExportKey,
  loadOnRampProviders,
  loadRegisterAccountName,
  loadRegisterAccountNameSuccess,
  loadSwap,
  loadSwapPreview,
  loadSwapSelectToken,
  loadUpdateEmailWallet,
  loadWalletReceive,
  loadWalletSend,
  loadWalletSendPreview,
  loadWalletSendSelectToken,
} from './loadAccountViews.js'

/** The views this switch renders. */
export type AccountView =
  | 'WalletSend'
  | 'WalletSendSelectToken'
  | 'WalletSendPreview'
  | 'WalletReceive'
  | 'UpdateEmailWallet'
  | 'ApproveTransaction'
  | 'ExportKey'
  | 'Swap'
  | 'SwapSelectToken'
  | 'SwapPreview'
  | 'OnRampProviders'
  | 'BuyInProgress'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'

// A view prefetched on hover or focus (the Account view's buttons, "Update email") renders in the
// frame of the click; the others load when shown.
const WalletSend = lazyView(loadWalletSend, (module) => module.WalletSend)
const WalletReceive = lazyView(loadWalletReceive, (module) => module.WalletReceive)
const Swap = lazyView(loadSwap, (module) => module.Swap)
const OnRampProviders = lazyView(loadOnRampProviders, (module) => module.OnRampProviders)
const UpdateEmailWallet = lazyView(loadUpdateEmailWallet, (module) => module.UpdateEmailWallet)
const WalletSendSelectToken = lazyView(
  loadWalletSendSelectToken,
  (module) => module.WalletSendSelectToken,
)
const WalletSendPreview = lazyView(loadWalletSendPreview, (module) => module.WalletSendPreview)
const SwapSelectToken = lazyView(loadSwapSelectToken, (module) => module.SwapSelectToken)
const SwapPreview = lazyView(loadSwapPreview, (module) => module.SwapPreview)
const BuyInProgress = lazyView(loadBuyInProgress, (module) => module.BuyInProgress)
const ApproveTransaction = lazyView(loadApproveTransaction, (module) => module.ApproveTransaction)
const ExportKey = lazyView(loadExportKey, (module) => module.ExportKey)
const RegisterAccountName = lazyView(
  loadRegisterAccountName,
  (module) => module.RegisterAccountName,
)
const RegisterAccountNameSuccess = lazyView(
  loadRegisterAccountNameSuccess,
  (module) => module.RegisterAccountNameSuccess,
)

/** Renders one of the account's views. */
export function AccountViewSwitch({ view }: { view: AccountView }) {
  switch (view) {
    case 'WalletSend':
      return <WalletSend />
    case 'WalletSendSelectToken':
      return <WalletSendSelectToken />
    case 'WalletSendPreview':
      return <WalletSendPreview />
    case 'WalletReceive':
      return <WalletReceive />
    case 'UpdateEmailWallet':
      return <UpdateEmailWallet />
    case 'ApproveTransaction':
      return <ApproveTransaction />
    case 'ExportKey':
      return <ExportKey />
    case 'Swap':
      return <Swap />
    case 'SwapSelectToken':
      return <SwapSelectToken />
    case 'SwapPreview':
      return <SwapPreview />
    case 'OnRampProviders':
      return <OnRampProviders />
    case 'BuyInProgress':
      return <BuyInProgress />
    case 'RegisterAccountName':
      return <RegisterAccountName />
    case 'RegisterAccountNameSuccess':
      return <RegisterAccountNameSuccess />
  }
}
