'use client'

// The public door of @latchkey/react: the provider, the hooks, the buttons and the widget.
// Only these load with the dapp; the modal and its views are lazy chunks.

export {
  AccountButton,
  type AccountButtonProps,
} from '../components/AccountButton/AccountButton.js'
export type { AccountButtonState } from '../components/AccountButton/useAccountButtonState.js'
export {
  ConnectButton,
  type ConnectButtonProps,
  type ConnectButtonState,
} from '../components/ConnectButton/ConnectButton.js'
export {
  LatchkeyProvider,
  type LatchkeyProviderProps,
} from '../components/LatchkeyProvider/LatchkeyProvider.js'
export {
  LatchkeyWidget,
  type LatchkeyWidgetProps,
} from '../components/LatchkeyWidget/LatchkeyWidget.js'
export {
  NetworkButton,
  type NetworkButtonProps,
  type NetworkButtonState,
} from '../components/NetworkButton/NetworkButton.js'
export type { WalletButtonState } from '../components/WalletButton/useWalletButtonState.js'
export {
  WalletButton,
  type WalletButtonProps,
} from '../components/WalletButton/WalletButton.js'
export { LatchkeyProviderNotFoundError } from '../errors/LatchkeyProviderNotFoundError.js'
export { type UseDisconnectReturnType, useDisconnect } from '../hooks/useDisconnect.js'
export { type UseLatchkeyReturnType, useLatchkey } from '../hooks/useLatchkey.js'
export {
  type UseLatchkeyAccountParameters,
  type UseLatchkeyAccountReturnType,
  useLatchkeyAccount,
} from '../hooks/useLatchkeyAccount.js'
export {
  type UseLatchkeyBalanceReturnType,
  useLatchkeyBalance,
} from '../hooks/useLatchkeyBalance.js'
export { useLatchkeyEvents } from '../hooks/useLatchkeyEvents.js'
export {
  type UseLatchkeyNetworkParameters,
  type UseLatchkeyNetworkReturnType,
  useLatchkeyNetwork,
} from '../hooks/useLatchkeyNetwork.js'
export {
  type UseLatchkeyProviderReturnType,
  useLatchkeyProvider,
} from '../hooks/useLatchkeyProvider.js'
export { type UseLatchkeySIWXReturnType, useLatchkeySIWX } from '../hooks/useLatchkeySIWX.js'
export { useLatchkeyState } from '../hooks/useLatchkeyState.js'
export { type UseLatchkeyThemeReturnType, useLatchkeyTheme } from '../hooks/useLatchkeyTheme.js'
export { type UseWalletInfoReturnType, useWalletInfo } from '../hooks/useWalletInfo.js'
export { type UseWalletListReturnType, useWalletList } from '../hooks/useWalletList.js'
export { en, type Strings } from '../i18n/en.js'
