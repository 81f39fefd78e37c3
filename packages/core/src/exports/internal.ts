// `@latchkey/core/internal`: what Latchkey's own packages (adapters, React, server, devchain)
// need beyond the public entry. Not for dapps: names here may change in any release.

export { tokenBalanceUnavailableMessage } from '../actions/fetchTokenBalance.js'
export { fetchTransactionsErrorMessage } from '../actions/fetchTransactions.js'
export { getIdentityName } from '../actions/getIdentityName.js'
export { getOrderedConnectorGroups } from '../actions/getOrderedConnectorGroups.js'
export { getWalletFeatures } from '../actions/getWalletFeatures.js'
export { switchNetworkErrorMessage } from '../actions/switchNetworkErrorMessage.js'
export {
  type WatchIdentityNameParameters,
  watchIdentityName,
} from '../actions/watchIdentityName.js'
export {
  type WatchOrderedConnectorGroupsParameters,
  watchOrderedConnectorGroups,
} from '../actions/watchOrderedConnectorGroups.js'
export {
  type WatchWalletFeaturesParameters,
  watchWalletFeatures,
} from '../actions/watchWalletFeatures.js'
export {
  type LoadedImplementation,
  lazyImplementation,
} from '../adapter/lazyImplementation.js'
export { type Cache, createCache } from '../cache/createCache.js'
export { getEvmCoinType } from '../caip/getEvmCoinType.js'
export { balanceCacheDuration } from '../client/createLatchkey.js'
export { loadClientActions } from '../client/loadClientActions.js'
export { loadOnce } from '../client/loadOnce.js'
export { logDebug } from '../client/logDebug.js'
export { trackEvent } from '../client/trackEvent.js'
export {
  type IsUnsupportedChainParameters,
  isUnsupportedChain,
} from '../connection/isUnsupportedChain.js'
export { isUnsupportedChainNow } from '../connection/isUnsupportedChainNow.js'
export { toDappProvider } from '../connection/toDappProvider.js'
export { addRecentWallet, maxRecentWallets } from '../connectors/addRecentWallet.js'
export { dedupeConnectors } from '../connectors/dedupeConnectors.js'
export { type ConnectorFilter, filterConnectors } from '../connectors/filterConnectors.js'
export {
  browserWalletName,
  type GetBrowserWalletConnectorParameters,
  getBrowserWalletConnector,
} from '../connectors/getBrowserWalletConnector.js'
export { getChainConnector } from '../connectors/getChainConnector.js'
export {
  defaultConnectorGroupOrder,
  type GetConnectorGroupsParameters,
  getConnectorGroups,
  maxRecommendedWallets,
} from '../connectors/getConnectorGroups.js'
export { mergeConnectors } from '../connectors/mergeConnectors.js'
export { normalizeConnectorName } from '../connectors/normalizeConnectorName.js'
export {
  type ConvertAllowanceRequest,
  type ConvertAllowanceResponse,
  type ConvertApiSchema,
  type ConvertBuildApproveRequest,
  type ConvertBuildApproveResponse,
  type ConvertBuildTransactionRequest,
  type ConvertBuildTransactionResponse,
  type ConvertGasPriceRequest,
  type ConvertGasPriceResponse,
  type ConvertQuote,
  type ConvertQuotesRequest,
  type ConvertQuotesResponse,
  type ConvertToken,
  type ConvertTokensRequest,
  type ConvertTokensResponse,
  checkConvertApiBody,
  convertAllowanceRequestSchema,
  convertAllowanceResponseSchema,
  convertBuildApproveRequestSchema,
  convertBuildApproveResponseSchema,
  convertBuildTransactionRequestSchema,
  convertBuildTransactionResponseSchema,
  convertGasPriceRequestSchema,
  convertGasPriceResponseSchema,
  convertQuoteSchema,
  convertQuotesRequestSchema,
  convertQuotesResponseSchema,
  convertTokenSchema,
  convertTokensRequestSchema,
  convertTokensResponseSchema,
} from '../data/convertApi.js'
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
  type ProfileAccountResponse,
  profileAccountResponseSchema,
  type SupportedChainsResponse,
  supportedChainsResponseSchema,
  type TransactionTransfer,
  tokenBalanceSchema,
  transactionSchema,
  transactionTransferSchema,
} from '../data/dataApi.js'
export { filterSpamTransactions } from '../data/filterSpamTransactions.js'
export { getTokenBalanceRetryIn } from '../data/getTokenBalanceRetryIn.js'
export { getTotalBalance } from '../data/getTotalBalance.js'
export {
  getTransactionCounterparty,
  type TransactionCounterparty,
} from '../data/getTransactionCounterparty.js'
export {
  getTransactionSign,
  minusOperationTypes,
  plusOperationTypes,
} from '../data/getTransactionSign.js'
export {
  groupTransactionsByYearAndMonth,
  type TransactionGroup,
} from '../data/groupTransactionsByYearAndMonth.js'
export { isActivitySupported } from '../data/isActivitySupported.js'
export { eip155NativeTokenAddress } from '../data/nativeTokenAddress.js'
export {
  checkOnrampApiBody,
  type OnrampApiSchema,
  type OnrampOptionsResponse,
  type OnrampProvider,
  type OnrampPurchase,
  type OnrampPurchaseResponse,
  type OnrampQuoteRequest,
  type OnrampQuoteResponse,
  type OnrampUrlRequest,
  type OnrampUrlResponse,
  onrampOptionsResponseSchema,
  onrampProviderSchema,
  onrampPurchaseResponseSchema,
  onrampPurchaseSchema,
  onrampQuoteRequestSchema,
  onrampQuoteResponseSchema,
  onrampUrlRequestSchema,
  onrampUrlResponseSchema,
  type PaymentCurrency,
  type PurchaseCurrency,
  paymentCurrencySchema,
  paymentMethodLimitSchema,
  purchaseCurrencySchema,
  purchaseNetworkSchema,
} from '../data/onrampApi.js'
export {
  addPendingTransaction,
  getActivityTransactions,
  maxPendingTransactions,
  settlePendingTransaction,
} from '../data/pendingTransactions.js'
export type { EmbeddedSource } from '../embedded/createEmbeddedSource.js'
export {
  type EmbeddedLoginStep,
  type EmbeddedState,
  type EmbeddedUpdateStep,
  initialEmbeddedStateOf,
} from '../embedded/EmbeddedState.js'
export {
  createWalletRequestSchema,
  deviceStatusRequestSchema,
  type EmbeddedAction,
  emailCodeLifetimeMs,
  emailLoginCooldownMs,
  emailLoginRequestSchema,
  emailThrottleMessage,
  emailUpdateOtpRequestSchema,
  emailUpdateRequestSchema,
  emailVerifyRequestSchema,
  maxEmailCodeAttempts,
  originCheckRequestSchema,
} from '../embedded/embeddedApi.js'
export { embeddedNetworkIds } from '../embedded/embeddedNetworks.js'
export { getEmbeddedSource } from '../embedded/getEmbeddedSource.js'
export { getEmbeddedState } from '../embedded/getEmbeddedState.js'
export {
  minPassphraseLength,
  openWithPassphrase,
  sealWithPassphrase,
  WrongPassphraseError,
} from '../embedded/passphraseShare.js'
export {
  type AppEvent,
  type AppEventType,
  appEventSchema,
  type FrameEvent,
  type FrameUser,
  frameEventSchema,
  frameUserSchema,
  parseAppEvent,
  parseFrameEvent,
} from '../embedded/protocol.js'
export { classifyRpcMethod, safeRpcMethods, unsafeRpcMethods } from '../embedded/rpcMethods.js'
export {
  type WatchEmbeddedStateParameters,
  watchEmbeddedState,
} from '../embedded/watchEmbeddedState.js'
export {
  AdapterMethodNotSupportedError,
  AdapterNotSetUpError,
  BasicModeMethodNotSupportedError,
  RpcUrlNotFoundError,
  UnsupportedAdapterNamespaceError,
} from '../errors/adapter.js'
export { type BaseErrorParameters, walkError } from '../errors/base.js'
export {
  InvalidCaip10AddressError,
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
  InvalidEvmChainIdError,
} from '../errors/caip.js'
export {
  AdapterNotFoundError,
  ChainAdapterNotFoundError,
  type ClientErrorParameters,
  ClientNotFoundError,
  NetworkNotFoundError,
  NetworkNotSupportedForGasPriceError,
  NetworkNotSupportedForSwapsError,
} from '../errors/client.js'
export {
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
  DisconnectError,
  disconnectErrorMessage,
  InjectedSourceNotSetUpError,
  ProviderNotFoundError,
} from '../errors/connection.js'
export {
  AccountAddressRequiredError,
  accountAddressRequiredMessage,
  DataApiUnsupportedNetworkError,
} from '../errors/data.js'
export { loadRpcErrors, toRpcError } from '../errors/loadRpcErrors.js'
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
export {
  ProjectConfigurationError,
  WalletsLoadError,
  walletsLoadErrorMessage,
} from '../errors/registry.js'
export { HttpRequestError, InvalidResponseError, TimeoutError } from '../errors/request.js'
export {
  AtomicityNotSupportedError,
  AtomicReadyWalletRejectedUpgradeError,
  BundleTooLargeError,
  ChainDisconnectedError,
  DuplicateIdError,
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ProviderDisconnectedError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  type RpcErrorParameters,
  SwitchChainError,
  TransactionRejectedRpcError,
  UnknownBundleIdError,
  UnknownRpcError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedProviderMethodError,
} from '../errors/rpc.js'
export {
  sendErrorMessage,
  solanaInvalidSendMessage,
  solanaSendErrorMessage,
  transactionStartedMessage,
} from '../errors/send.js'
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
export { createEmitter, type EmitArguments, type EmitterListener } from '../events/createEmitter.js'
export { defineFeature, type Feature, type FeatureInstance } from '../features/defineFeature.js'
export { getFeature } from '../features/getFeature.js'
export { eip155 } from '../namespaces/eip155/eip155.js'
export { getNamespaceDescriptor } from '../namespaces/getNamespaceDescriptor.js'
export { solana } from '../namespaces/solana/solana.js'
export type { NativeCurrency } from '../networks/CaipNetwork.js'
export {
  createUnsupportedNetwork,
  unsupportedNetworkName,
} from '../networks/createUnsupportedNetwork.js'
export { findNetwork } from '../networks/findNetwork.js'
export { getAddressExplorerUrl } from '../networks/getAddressExplorerUrl.js'
export { type BuyOnRampParameters, buyOnRamp } from '../onramp/buyOnRamp.js'
export { getOnRampLimit } from '../onramp/getOnRampLimit.js'
export { getOnRampProblem } from '../onramp/getOnRampProblem.js'
export { getOnRampProviders } from '../onramp/getOnRampProviders.js'
export { getOnRampState } from '../onramp/getOnRampState.js'
export {
  initialOnRampState,
  type OnRampPurchaseState,
  type OnRampQuoteEntry,
  type OnRampState,
} from '../onramp/OnRampState.js'
export {
  getOnRampAmountProblem,
  type OnRampAmountProblem,
  type OnRampLimit,
  type OnRampPaymentMethod,
  onRampDefaultLimits,
} from '../onramp/onrampLimits.js'
export { resetOnRamp } from '../onramp/resetOnRamp.js'
export { type SetOnRampAmountParameters, setOnRampAmount } from '../onramp/setOnRampAmount.js'
export {
  type SetOnRampPaymentCurrencyParameters,
  setOnRampPaymentCurrency,
} from '../onramp/setOnRampPaymentCurrency.js'
export {
  type SetOnRampPaymentMethodParameters,
  setOnRampPaymentMethod,
} from '../onramp/setOnRampPaymentMethod.js'
export {
  type SetOnRampPurchaseCurrencyParameters,
  setOnRampPurchaseCurrency,
} from '../onramp/setOnRampPurchaseCurrency.js'
export { startOnRamp } from '../onramp/startOnRamp.js'
export { type WatchOnRampStateParameters, watchOnRampState } from '../onramp/watchOnRampState.js'
export {
  type AllWalletsMode,
  allWalletsModes,
  defaultFeatures,
  type Features,
  type FeaturesParameters,
  socialProviders,
  type WalletFeature,
} from '../options/features.js'
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
export { isPublicView, isView, views } from '../router/views.js'
export { acceptsSendNames } from '../send/acceptsSendNames.js'
export { findSendToken } from '../send/findSendToken.js'
export {
  type GetSendFormProblemParameters,
  getSendFormProblem,
} from '../send/getSendFormProblem.js'
export { getSendProblem, getTokenDecimals, isNativeToken } from '../send/getSendProblem.js'
export { getSendState } from '../send/getSendState.js'
export { getTokenContract } from '../send/getTokenContract.js'
export {
  type IsInsufficientGasParameters,
  isInsufficientGas,
} from '../send/isInsufficientGas.js'
export { loadSendableTokens, type SendableTokens } from '../send/loadSendableTokens.js'
export { isSendSupported, loadSendMethods } from '../send/loadSendMethods.js'
export {
  type AmountProblem,
  type ParseAmountReturnType,
  parseAmount,
  toSmallestUnit,
} from '../send/parseAmount.js'
export { pollReceipt } from '../send/pollReceipt.js'
export { previewSend } from '../send/previewSend.js'
export {
  isReceiverName,
  type ResolveReceiverParameters,
  type ResolveReceiverReturnType,
  resolveReceiver,
} from '../send/resolveReceiver.js'
export {
  initialSendState,
  type ReceiverStatus,
  type SendOutcome,
  type SendState,
} from '../send/SendState.js'
export { sendForm } from '../send/sendForm.js'
export { type SendTransferParameters, sendTransfer } from '../send/sendTransfer.js'
export { type SetSendAmountParameters, setSendAmount } from '../send/setSendAmount.js'
export { setSendMax } from '../send/setSendMax.js'
export { type SetSendReceiverParameters, setSendReceiver } from '../send/setSendReceiver.js'
export { type SetSendTokenParameters, setSendToken } from '../send/setSendToken.js'
export { type StartSendParameters, startSend } from '../send/startSend.js'
export { type WatchSendStateParameters, watchSendState } from '../send/watchSendState.js'
export { defaultSIWXStatement, siwxSessionsStorageKey } from '../siwx/createServerSIWX.js'
export {
  type CreateSIWXApiClientParameters,
  createSIWXApiClient,
  type SIWXApiClient,
} from '../siwx/createSIWXApiClient.js'
export { createSIWXMessage } from '../siwx/createSIWXMessage.js'
export { isSIWXClosable, type SIWXStatus } from '../siwx/createSIWXStore.js'
export { formatSIWXMessage } from '../siwx/formatSIWXMessage.js'
export type { SIWXMessageInput, SIWXSignMessageParameters } from '../siwx/SIWXConfig.js'
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
  type CreateWalletConnectSourceParameters,
  createWalletConnectSource,
  type WalletConnectSource,
} from '../sources/createWalletConnectSource.js'
export {
  type CreateStorageParameters,
  createStorage,
  getDefaultStorage,
  type StorageLike,
} from '../storage/createStorage.js'
export { createStore, type StoreListener } from '../store/createStore.js'
export type { ChainState } from '../stores/chainState.js'
export {
  createConnectionStore,
  pairingExpiryDuration,
  wcLinkingStorageKey,
} from '../stores/createConnectionStore.js'
export { shakeDuration } from '../stores/createModalStore.js'
export type {
  RouterData,
  RouterEntry,
  TransactionAction,
  TransactionOutcome,
} from '../stores/createRouterStore.js'
export { themeStorageKey } from '../stores/createThemeStore.js'
export { type ToastVariant, toastDuration, toastReshowDelay } from '../stores/createToastStore.js'
export { type ChooseSwapTokenParameters, chooseSwapToken } from '../swap/chooseSwapToken.js'
export { getMarketSupport, type MarketSupport } from '../swap/getMarketSupport.js'
export { getMinimumReceived, getPriceImpact } from '../swap/getMinimumReceived.js'
export { getSwapFormProblem } from '../swap/getSwapFormProblem.js'
export { getSwapNetworkFee } from '../swap/getSwapNetworkFee.js'
export { getSwapProblem, type SwapProblem } from '../swap/getSwapProblem.js'
export { getSwapState } from '../swap/getSwapState.js'
export {
  getSuggestedSwapTokens,
  isNativeSwapToken,
  searchSwapTokens,
} from '../swap/loadSwapTokens.js'
export { needsSwapApproval } from '../swap/needsSwapApproval.js'
export { previewSwap } from '../swap/previewSwap.js'
export {
  initialSwapState,
  type SwapOutcome,
  type SwapQuote,
  type SwapSide,
  type SwapState,
  type SwapStep,
  type SwapToken,
} from '../swap/SwapState.js'
export { type SelectSwapTokenParameters, selectSwapToken } from '../swap/selectSwapToken.js'
export { sendSwap } from '../swap/sendSwap.js'
export { type SetSwapAmountParameters, setSwapAmount } from '../swap/setSwapAmount.js'
export { setSwapMax } from '../swap/setSwapMax.js'
export { type SetSwapSlippageParameters, setSwapSlippage } from '../swap/setSwapSlippage.js'
export { startSwap } from '../swap/startSwap.js'
export { switchSwapTokens } from '../swap/switchSwapTokens.js'
export { type WatchSwapStateParameters, watchSwapState } from '../swap/watchSwapState.js'
export { defaultThemeVariables, themeVariableNames } from '../theme/themeVariables.js'
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
export { amountDecimals, type FormatAmountParameters, formatAmount } from '../units/formatAmount.js'
export { type FormatFiatValueParameters, formatFiatValue } from '../units/formatFiatValue.js'
export { formatUnits } from '../units/formatUnits.js'
export {
  type CreateUniversalAdapterParameters,
  createUniversalAdapter,
  type RequestProvider,
} from '../walletconnect/createUniversalAdapter.js'
export {
  type CreateWalletConnectParameters,
  createWalletConnect,
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
} from '../walletconnect/getWalletConnectNamespaces.js'
export { defaultWalletConnectProjectId } from '../walletconnect/initUniversalProvider.js'
export { isPairingExpired } from '../walletconnect/isPairingExpired.js'
export type { UniversalProviderModule } from '../walletconnect/loadUniversalProvider.js'
export type {
  WalletConnect,
  WalletConnectListener,
  WalletConnectProvider,
  WalletConnectSession,
} from '../walletconnect/WalletConnect.js'
export * from './index.js'
