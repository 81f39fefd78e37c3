// The public door of @latchkey/core: what a dapp or an adapter author uses. What Latchkey's own
// packages need beyond it is in ./internal.ts.

export { cancelSIWX } from '../actions/cancelSIWX.js'
export { checkSIWX } from '../actions/checkSIWX.js'
export { closeModal } from '../actions/closeModal.js'
export { type ConnectParameters, type ConnectReturnType, connect } from '../actions/connect.js'
export { connectWallet } from '../actions/connectWallet.js'
export { type DisconnectParameters, disconnect } from '../actions/disconnect.js'
export {
  type FetchBalanceParameters,
  type FetchBalanceReturnType,
  fetchBalance,
} from '../actions/fetchBalance.js'
export {
  type FetchTokenBalanceParameters,
  fetchTokenBalance,
} from '../actions/fetchTokenBalance.js'
export {
  type FetchTransactionsParameters,
  fetchTransactions,
} from '../actions/fetchTransactions.js'
export { type GetAccountParameters, getAccount } from '../actions/getAccount.js'
export { type CallsStatus, getCallsStatus } from '../actions/getCallsStatus.js'
export { type GetCapabilitiesParameters, getCapabilities } from '../actions/getCapabilities.js'
export { getConnection } from '../actions/getConnection.js'
export { getConnectors } from '../actions/getConnectors.js'
export { getHistory } from '../actions/getHistory.js'
export { getLastEvent } from '../actions/getLastEvent.js'
export { getModal } from '../actions/getModal.js'
export { type GetNetworkParameters, getNetwork } from '../actions/getNetwork.js'
export { getPortfolio } from '../actions/getPortfolio.js'
export { getProvider } from '../actions/getProvider.js'
export { getRouter } from '../actions/getRouter.js'
export { getSessions } from '../actions/getSessions.js'
export { getSIWX } from '../actions/getSIWX.js'
export { getState } from '../actions/getState.js'
export { getTheme } from '../actions/getTheme.js'
export { getToast } from '../actions/getToast.js'
export { getWalletList } from '../actions/getWalletList.js'
export { goBack } from '../actions/goBack.js'
export {
  type GrantPermissionsParameters,
  type GrantPermissionsReturnType,
  grantPermissions,
} from '../actions/grantPermissions.js'
export { hideToast } from '../actions/hideToast.js'
export { loadMoreWallets } from '../actions/loadMoreWallets.js'
export { type OpenParameters, openModal } from '../actions/openModal.js'
export { type OpenWalletParameters, openWallet } from '../actions/openWallet.js'
export { popTransaction } from '../actions/popTransaction.js'
export { pushTransaction } from '../actions/pushTransaction.js'
export { pushView } from '../actions/pushView.js'
export { replaceView } from '../actions/replaceView.js'
export { resetView } from '../actions/resetView.js'
export {
  type RevokePermissionsParameters,
  revokePermissions,
} from '../actions/revokePermissions.js'
export { searchAllWallets } from '../actions/searchAllWallets.js'
export { selectWallet } from '../actions/selectWallet.js'
export {
  type SendCallsParameters,
  type SendCallsReturnType,
  sendCalls,
} from '../actions/sendCalls.js'
export { type SendTokensParameters, sendTokens } from '../actions/sendTokens.js'
export { setThemeMode } from '../actions/setThemeMode.js'
export { setThemeVariables } from '../actions/setThemeVariables.js'
export { setWcLinking } from '../actions/setWcLinking.js'
export { shakeModal } from '../actions/shakeModal.js'
export { showToast } from '../actions/showToast.js'
export { signInWithSIWX } from '../actions/signInWithSIWX.js'
export { switchNetwork } from '../actions/switchNetwork.js'
export { cancelWalletRequest, resendWalletRequest } from '../actions/walletRequest.js'
export { type WatchAccountParameters, watchAccount } from '../actions/watchAccount.js'
export { type WatchConnectionParameters, watchConnection } from '../actions/watchConnection.js'
export { type WatchConnectorsParameters, watchConnectors } from '../actions/watchConnectors.js'
export { type WatchHistoryParameters, watchHistory } from '../actions/watchHistory.js'
export { type WatchLastEventParameters, watchLastEvent } from '../actions/watchLastEvent.js'
export { type WatchModalParameters, watchModal } from '../actions/watchModal.js'
export { type WatchNetworkParameters, watchNetwork } from '../actions/watchNetwork.js'
export { type WatchPortfolioParameters, watchPortfolio } from '../actions/watchPortfolio.js'
export { type WatchRouterParameters, watchRouter } from '../actions/watchRouter.js'
export { type WatchSIWXParameters, watchSIWX } from '../actions/watchSIWX.js'
export { type WatchStateParameters, watchState } from '../actions/watchState.js'
export { type WatchThemeParameters, watchTheme } from '../actions/watchTheme.js'
export { type WatchToastParameters, watchToast } from '../actions/watchToast.js'
export { type WatchWalletListParameters, watchWalletList } from '../actions/watchWalletList.js'
export type {
  AccountType,
  AdapterAccount,
  AdapterBalance,
  AdapterConnection,
  AdapterContext,
  AdapterEventMap,
  AdapterSendMethods,
  AttachParameters,
  ChainAdapter,
  SendTransactionParameters,
  TransactionStatus,
} from '../adapter/ChainAdapter.js'
export {
  type AdapterImplementation,
  type CreateAdapterParameters,
  createAdapter,
} from '../adapter/createAdapter.js'
export { type FormatCaipAddressParameters, formatCaipAddress } from '../caip/formatCaipAddress.js'
export {
  type FormatCaipNetworkIdParameters,
  formatCaipNetworkId,
} from '../caip/formatCaipNetworkId.js'
export {
  type BuiltInNamespace,
  type ChainNamespace,
  chainNamespaces,
  isChainNamespace,
  type Register,
} from '../caip/namespaces.js'
export {
  type CaipAddress,
  getPlainAddress,
  type ParseCaipAddressReturnType,
  parseCaipAddress,
} from '../caip/parseCaipAddress.js'
export {
  type CaipNetworkId,
  type ParseCaipNetworkIdReturnType,
  parseCaipNetworkId,
} from '../caip/parseCaipNetworkId.js'
export type { Call } from '../calls/Call.js'
export type { ExternalValue } from '../client/createExternalValue.js'
export { createLatchkey } from '../client/createLatchkey.js'
export type {
  AccountSnapshot,
  LatchkeySources,
  LatchkeyState,
  NetworkSnapshot,
} from '../client/createSources.js'
export type {
  ClientState,
  LatchkeyClient,
  LatchkeyStores,
  ReadParameters,
  Unwatch,
  WatchListener,
} from '../client/LatchkeyClient.js'
export type { RecentWallet } from '../connectors/addRecentWallet.js'
export type { Connector, ConnectorType } from '../connectors/Connector.js'
export { type ConnectorId, connectorIds } from '../connectors/connectorIds.js'
export type { ConnectorGroup, ConnectorGroupName } from '../connectors/getConnectorGroups.js'
export type { HistoryState } from '../data/createHistoryStore.js'
export type { PortfolioState } from '../data/createPortfolioStore.js'
export type { Transaction } from '../data/dataApi.js'
export { BaseError } from '../errors/base.js'
export { CallsNotConnectedError, CallsParametersError } from '../errors/calls.js'
export { isUserRejection } from '../errors/isUserRejection.js'
export {
  getRpcError,
  ProviderRpcError,
  RpcError,
  UnauthorizedProviderError,
  UserRejectedRequestError,
} from '../errors/rpc.js'
export {
  SendNotConnectedError,
  SendParametersError,
  UnsupportedChainError,
} from '../errors/send.js'
export type { Emitter } from '../events/createEmitter.js'
export type { ConnectMethod, LatchkeyEvent, LatchkeyEventMap } from '../events/LatchkeyEventMap.js'
export type {
  NamespaceDescriptor,
  NamespaceRequest,
} from '../namespaces/NamespaceDescriptor.js'
export type { CaipNetwork } from '../networks/CaipNetwork.js'
export { type DefineNetworkParameters, defineNetwork } from '../networks/defineNetwork.js'
export { InvalidOptionError } from '../options/InvalidOptionError.js'
export type { CreateLatchkeyParameters, ResolvedOptions } from '../options/LatchkeyOptions.js'
export type { Metadata } from '../options/Metadata.js'
export type { CustomWallet } from '../registry/CustomWallet.js'
export { type PublicView, publicViews, type View } from '../router/views.js'
export type { SendProblem } from '../send/SendState.js'
export type { WalletSendArguments } from '../send/WalletSendArguments.js'
export { PermissionRequestError } from '../sessions/PermissionRequestError.js'
export type { ActiveSession } from '../sessions/sessionsResponseSchema.js'
export { type CreateServerSIWXParameters, createServerSIWX } from '../siwx/createServerSIWX.js'
export type { SIWXState } from '../siwx/createSIWXStore.js'
export type { SIWXConfig, SIWXMessage, SIWXMessageData, SIWXSession } from '../siwx/SIWXConfig.js'
export type {
  ConnectionSource,
  ConnectionSourceKind,
  SourceConnection,
  SourceContext,
  SourceTarget,
} from '../sources/ConnectionSource.js'
export {
  type CreateInjectedSourceParameters,
  createInjectedSource,
  type InjectedAccess,
  type InjectedProtocol,
} from '../sources/createInjectedSource.js'
export {
  type CookieStorageParameters,
  cookieStorage,
  cookieToInitialState,
  type LatchkeyInitialState,
} from '../storage/cookieStorage.js'
export type { Storage, StorageLike } from '../storage/createStorage.js'
export type { Store } from '../store/createStore.js'
export type {
  AccountState,
  ConnectedWalletInfo,
  ConnectionStatus,
  NetworkState,
  SocialProvider,
  TokenBalance,
} from '../stores/chainState.js'
export type {
  ConnectAttempt,
  ConnectAttemptStatus,
  ConnectionState,
  ConnectionStore,
  NetworkSwitchAttempt,
  WalletRequest,
  WcLinking,
} from '../stores/createConnectionStore.js'
export type { ConnectorsState, ListedWallets } from '../stores/createConnectorsStore.js'
export type { ModalState } from '../stores/createModalStore.js'
export type { RouterState } from '../stores/createRouterStore.js'
export type { ThemeState } from '../stores/createThemeStore.js'
export type { ShowToastParameters, ToastState } from '../stores/createToastStore.js'
export type { ThemeMode } from '../theme/systemThemeMode.js'
export type { ThemeVariables } from '../theme/themeVariables.js'
export { formatUnits } from '../units/formatUnits.js'
export {
  type PublicWalletConnectOptions,
  type PublicWalletConnectParameters,
  publicWalletConnect,
  publicWalletConnectRelayUrl,
  publicWalletConnectVerifyUrl,
} from '../walletconnect/publicWalletConnect.js'
export type {
  WalletList,
  WalletListAll,
  WalletListGroup,
  WalletListWallet,
} from '../walletList/WalletList.js'
