// The public door of @latchkey/core. Helpers add their export lines here; keep one block per module.

export type {
  AccountType,
  AdapterAccount,
  AdapterBalance,
  AdapterConnection,
  AdapterContext,
  AdapterEventMap,
  ChainAdapter,
  Metadata,
  SendTransactionParameters,
} from '../adapter/ChainAdapter.js'
export {
  type AdapterImplementation,
  type CreateAdapterParameters,
  createAdapter,
} from '../adapter/createAdapter.js'
export { type Cache, createCache } from '../cache/createCache.js'
export { type FormatCaipAddressParameters, formatCaipAddress } from '../caip/formatCaipAddress.js'
export {
  type FormatCaipNetworkIdParameters,
  formatCaipNetworkId,
} from '../caip/formatCaipNetworkId.js'
export { getEvmCoinType } from '../caip/getEvmCoinType.js'
export { type ChainNamespace, chainNamespaces, isChainNamespace } from '../caip/namespaces.js'
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
export type { ConnectParameters, ConnectReturnType } from '../client/connect.js'
export type { ExternalValue } from '../client/createExternalValue.js'
export { balanceCacheDuration, createLatchkey } from '../client/createLatchkey.js'
export type {
  AccountSnapshot,
  LatchkeySources,
  LatchkeyState,
  NetworkSnapshot,
} from '../client/createSources.js'
export { type DisconnectParameters, disconnectErrorMessage } from '../client/disconnect.js'
export type { FetchBalanceParameters, FetchBalanceReturnType } from '../client/fetchBalance.js'
export {
  type IsUnsupportedChainParameters,
  isUnsupportedChain,
} from '../client/isUnsupportedChain.js'
export type {
  LatchkeyClient,
  LatchkeyRouter,
  LatchkeySIWX,
  Unwatch,
  WatchListener,
} from '../client/LatchkeyClient.js'
export type { OpenParameters } from '../client/openModal.js'
export { switchNetworkErrorMessage } from '../client/switchNetwork.js'
export {
  addRecentWallet,
  maxRecentWallets,
  type RecentWallet,
} from '../connectors/addRecentWallet.js'
export type { Connector, ConnectorType } from '../connectors/Connector.js'
export { type ConnectorId, connectorIds } from '../connectors/connectorIds.js'
export { dedupeConnectors } from '../connectors/dedupeConnectors.js'
export { type ConnectorFilter, filterConnectors } from '../connectors/filterConnectors.js'
export {
  browserWalletName,
  type GetBrowserWalletConnectorParameters,
  getBrowserWalletConnector,
} from '../connectors/getBrowserWalletConnector.js'
export { getChainConnector } from '../connectors/getChainConnector.js'
export {
  type ConnectorGroup,
  type ConnectorGroupName,
  defaultConnectorGroupOrder,
  type GetConnectorGroupsParameters,
  getConnectorGroups,
  maxRecommendedWallets,
} from '../connectors/getConnectorGroups.js'
export { mergeConnectors } from '../connectors/mergeConnectors.js'
export { normalizeConnectorName } from '../connectors/normalizeConnectorName.js'
export {
  type CreateDataApiClientParameters,
  createDataApiClient,
  type DataApiClient,
  dataApiSdkType,
  dataApiSdkVersion,
} from '../data/createDataApiClient.js'
export {
  identityCacheDuration,
  portfolioCacheDuration,
  tokenBalanceRetryDelay,
} from '../data/createDataContext.js'
export type { DataSources } from '../data/createDataSources.js'
export type { HistoryState } from '../data/createHistoryStore.js'
export type { PortfolioState } from '../data/createPortfolioStore.js'
export {
  type BalanceResponse,
  balanceResponseSchema,
  type CheckDataApiBodyReturnType,
  checkDataApiBody,
  type DataApiSchema,
  type FungiblePriceRequest,
  type FungiblePriceResponse,
  fungibleInfoSchema,
  fungiblePriceRequestSchema,
  fungiblePriceResponseSchema,
  type HistoryResponse,
  historyResponseSchema,
  type IdentityResponse,
  identityResponseSchema,
  nftInfoSchema,
  type SupportedChainsResponse,
  supportedChainsResponseSchema,
  type Transaction,
  type TransactionTransfer,
  tokenBalanceSchema,
  transactionSchema,
  transactionTransferSchema,
} from '../data/dataApi.js'
export {
  balanceNamespaces,
  type FetchTokenBalanceParameters,
  tokenBalanceUnavailableMessage,
} from '../data/fetchTokenBalance.js'
export {
  type FetchTransactionsParameters,
  fetchTransactionsErrorMessage,
} from '../data/fetchTransactions.js'
export { filterSpamTransactions } from '../data/filterSpamTransactions.js'
export {
  getTransactionSign,
  minusOperationTypes,
  plusOperationTypes,
} from '../data/getTransactionSign.js'
export {
  groupTransactionsByYearAndMonth,
  type TransactionGroup,
} from '../data/groupTransactionsByYearAndMonth.js'
export { eip155NativeTokenAddress } from '../data/nativeTokenAddress.js'
export { BaseError, type BaseErrorParameters, walkError } from '../errors/base.js'
export {
  InvalidCaip10AddressError,
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
  InvalidEvmChainIdError,
} from '../errors/caip.js'
export {
  AdapterNotFoundError,
  AddressOrAuthConnectorNotFoundError,
  CaipNetworkUndefinedError,
  ChainAdapterNotFoundError,
  type ClientErrorParameters,
  ConnectionControllerClientNotSetError,
  NetworkControllerClientNotSetError,
  NetworkNotFoundError,
  NetworkNotSupportedForGasPriceError,
  NetworkNotSupportedForSwapsError,
} from '../errors/client.js'
export {
  AccountAddressRequiredError,
  accountAddressRequiredMessage,
  DataApiUnsupportedNetworkError,
} from '../errors/data.js'
export {
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  getNodeError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NodeError,
  type NodeErrorParameters,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionTypeNotSupportedError,
  UnknownNodeError,
} from '../errors/node.js'
export { ProjectConfigurationError } from '../errors/registry.js'
export { HttpRequestError, InvalidResponseError, TimeoutError } from '../errors/request.js'
export {
  AtomicityNotSupportedError,
  AtomicReadyWalletRejectedUpgradeError,
  BundleTooLargeError,
  ChainDisconnectedError,
  DuplicateIdError,
  getRpcError,
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  isUserRejection,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ProviderDisconnectedError,
  ProviderRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  RpcError,
  type RpcErrorParameters,
  SwitchChainError,
  TransactionRejectedRpcError,
  UnauthorizedProviderError,
  UnknownBundleIdError,
  UnknownRpcError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from '../errors/rpc.js'
export {
  ActiveCaipAddressNotFoundError,
  ActiveCaipNetworkNotFoundError,
  ConnectionControllerClientNotFoundError,
  InvalidSIWXMessageError,
  SIWXConfigConflictError,
  SIWXNotEnabledError,
  SIWXServerError,
  siwxConfigConflictMessage,
} from '../errors/siwx.js'
export {
  WalletConnectLoadError,
  WalletConnectNoAccountError,
  WalletConnectNotConnectedError,
  WalletConnectPairingReplacedError,
} from '../errors/walletConnect.js'
export {
  createEmitter,
  type EmitArguments,
  type Emitter,
  type EmitterListener,
} from '../events/createEmitter.js'
export type { ConnectMethod, LatchkeyEvent, LatchkeyEventMap } from '../events/LatchkeyEventMap.js'
export type { CaipNetwork, NativeCurrency } from '../networks/CaipNetwork.js'
export {
  createUnsupportedNetwork,
  unsupportedNetworkName,
} from '../networks/createUnsupportedNetwork.js'
export { type DefineNetworkParameters, defineNetwork } from '../networks/defineNetwork.js'
export { findNetwork } from '../networks/findNetwork.js'
export { getAddressExplorerUrl } from '../networks/getAddressExplorerUrl.js'
export {
  type AllWalletsMode,
  allWalletsModes,
  defaultFeatures,
  type Features,
  type FeaturesParameters,
  socialProviders,
  type WalletFeature,
} from '../options/features.js'
export { InvalidOptionError } from '../options/InvalidOptionError.js'
export type { CreateLatchkeyParameters, ResolvedOptions } from '../options/LatchkeyOptions.js'
export type { CustomWallet } from '../registry/CustomWallet.js'
export {
  type CreateImageLoaderParameters,
  createImageLoader,
  type ImageLoader,
} from '../registry/createImageLoader.js'
export {
  type CreateRegistryParameters,
  createRegistry,
  type LatchkeyRegistry,
  type Registry,
  walletsLoadErrorMessage,
} from '../registry/createRegistry.js'
export {
  type CreateRegistryClientParameters,
  createRegistryClient,
  type GetWalletsParameters,
  type RegistryClient,
  registrySdkType,
  registrySdkVersion,
} from '../registry/createRegistryClient.js'
export {
  createRegistryStore,
  type RegistryListStatus,
  type RegistryPages,
  type RegistrySearch,
  type RegistryState,
} from '../registry/createRegistryStore.js'
export {
  type ConnectViewExtras,
  type GetConnectViewExtrasParameters,
  getConnectViewExtras,
} from '../registry/getConnectViewExtras.js'
export { getSafeLink } from '../registry/getSafeLink.js'
export {
  type GetWalletListItemsParameters,
  getWalletListItems,
  type WalletListItem,
} from '../registry/getWalletListItems.js'
export { getWalletRoute, type WalletRoute } from '../registry/getWalletRoute.js'
export {
  isProjectErrorCode,
  type ProjectErrorCode,
  projectErrors,
} from '../registry/projectErrorCodes.js'
export {
  type AnalyticsConfigResponse,
  analyticsConfigResponseSchema,
  type GetWalletsResponse,
  getWalletsResponseSchema,
  type RegistryWallet,
  registryErrorBodySchema,
  registryWalletSchema,
} from '../registry/registryApi.js'
export { registryLimits } from '../registry/registryLimits.js'
export { type ListableWallet, toRegistryConnector } from '../registry/toRegistryConnector.js'
export {
  isPublicView,
  isView,
  type PublicView,
  publicViews,
  type View,
  views,
} from '../router/views.js'
export {
  type CreateServerSIWXParameters,
  createServerSIWX,
  defaultSIWXStatement,
  siwxSessionsStorageKey,
} from '../siwx/createServerSIWX.js'
export {
  type CreateSIWXApiClientParameters,
  createSIWXApiClient,
  type SIWXApiClient,
} from '../siwx/createSIWXApiClient.js'
export { createSIWXMessage } from '../siwx/createSIWXMessage.js'
export {
  isSIWXClosable,
  type SIWXState,
  type SIWXStatus,
} from '../siwx/createSIWXStore.js'
export { formatSIWXMessage } from '../siwx/formatSIWXMessage.js'
export type {
  SIWXConfig,
  SIWXMessage,
  SIWXMessageData,
  SIWXMessageInput,
  SIWXSession,
  SIWXSignMessageParameters,
} from '../siwx/SIWXConfig.js'
export {
  type CheckSIWXBodyReturnType,
  checkSIWXBody,
  type SIWXBodySchema,
  type SIWXNonceResponse,
  type SIWXServerSession,
  type SIWXVerifyRequest,
  type SIWXVerifyResponse,
  siwxNonceResponseSchema,
  siwxServerSessionSchema,
  siwxVerifyRequestSchema,
  siwxVerifyResponseSchema,
} from '../siwx/siwxApi.js'
export { isSIWXErrorCode, type SIWXErrorCode, siwxErrors } from '../siwx/siwxErrorCodes.js'
export {
  signatureDeclinedMessage,
  siwxInitializationErrorMessage,
  siwxLoadingMessage,
} from '../siwx/siwxMessages.js'
export {
  type CreateStorageParameters,
  createStorage,
  getDefaultStorage,
  type Storage,
  type StorageLike,
} from '../storage/createStorage.js'
export { createStore, type Store, type StoreListener } from '../store/createStore.js'
export {
  type AccountState,
  type ChainState,
  type ConnectedWalletInfo,
  type ConnectionStatus,
  defaultAccountTypes,
  type NetworkState,
  type SocialProvider,
  type TokenBalance,
} from '../stores/chainState.js'
export {
  type ConnectionState,
  type ConnectionStore,
  createConnectionStore,
  pairingExpiryDuration,
  type WcLinking,
  wcLinkingStorageKey,
} from '../stores/createConnectionStore.js'
export type {
  ConnectorsState,
  ListedWallets,
} from '../stores/createConnectorsStore.js'
export { type ModalState, shakeDuration } from '../stores/createModalStore.js'
export type {
  RouterData,
  RouterEntry,
  RouterState,
  TransactionAction,
  TransactionOutcome,
} from '../stores/createRouterStore.js'
export { type ThemeState, themeStorageKey } from '../stores/createThemeStore.js'
export {
  type ShowToastParameters,
  type ToastState,
  type ToastVariant,
  toastDuration,
  toastReshowDelay,
} from '../stores/createToastStore.js'
export type { ThemeMode } from '../theme/systemThemeMode.js'
export {
  defaultThemeVariables,
  type ThemeVariables,
  themeVariableNames,
} from '../theme/themeVariables.js'
export type { QueryParameters, QueryValue } from '../transport/buildUrl.js'
export {
  type CreateHttpClientParameters,
  createHttpClient,
  type HttpClient,
  type HttpRequestParameters,
} from '../transport/createHttpClient.js'
export {
  type CreateJsonRpcTransportParameters,
  createJsonRpcTransport,
  type JsonRpcRequestParameters,
  type JsonRpcTransport,
  retryableHttpStatuses,
  retryableRpcCodes,
} from '../transport/createJsonRpcTransport.js'
export { formatUnits } from '../units/formatUnits.js'
export {
  type CreateUniversalAdapterParameters,
  createUniversalAdapter,
} from '../walletconnect/createUniversalAdapter.js'
export {
  type CreateWalletConnectParameters,
  createWalletConnect,
  defaultWalletConnectProjectId,
} from '../walletconnect/createWalletConnect.js'
export { formatWalletLink, type WalletLink } from '../walletconnect/formatWalletLink.js'
export {
  type BrowserEnvironment,
  getBrowserEnvironment,
} from '../walletconnect/getBrowserEnvironment.js'
export {
  getWalletConnectConnector,
  walletConnectName,
} from '../walletconnect/getWalletConnectConnector.js'
export {
  getWalletConnectNamespaces,
  type WalletConnectNamespace,
  walletConnectMethods,
} from '../walletconnect/getWalletConnectNamespaces.js'
export { isPairingExpired } from '../walletconnect/isPairingExpired.js'
export type { UniversalProviderModule } from '../walletconnect/loadUniversalProvider.js'
export type {
  WalletConnect,
  WalletConnectListener,
  WalletConnectProvider,
  WalletConnectSession,
} from '../walletconnect/WalletConnect.js'
