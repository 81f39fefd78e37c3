// `@latchkey/core/protocol`: what the server, the wallet frame and the test stack share with the
// client: wire schemas, RPC method lists, limits and pure CAIP helpers. Not for dapps.

export { parseWalletCallsParams } from '../calls/parseWalletCallsParams.js'
export {
  type WalletSendCallsParams,
  walletGetCallsStatusParamsSchema,
  walletGetCapabilitiesParamsSchema,
  walletSendCallsMaxCalls,
  walletSendCallsParamsSchema,
} from '../calls/walletSendCallsSchema.js'
export {
  type ConvertBuildApproveResponse,
  type ConvertBuildTransactionResponse,
  type ConvertGasPriceResponse,
  type ConvertQuotesResponse,
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
  convertQuotesRequestSchema,
  convertQuotesResponseSchema,
  convertTokensRequestSchema,
  convertTokensResponseSchema,
} from '../data/convertApi.js'
export {
  type BalanceResponse,
  balanceResponseSchema,
  checkDataApiBody,
  type FungiblePriceResponse,
  fungiblePriceRequestSchema,
  type HistoryResponse,
  historyResponseSchema,
  type IdentityResponse,
  type ProfileAccountResponse,
  profileAccountResponseSchema,
  type SupportedChainsResponse,
  type TransactionTransfer,
} from '../data/dataApi.js'
export { getTransactionSign } from '../data/getTransactionSign.js'
export { groupTransactionsByYearAndMonth } from '../data/groupTransactionsByYearAndMonth.js'
export { eip155NativeTokenAddress } from '../data/nativeTokenAddress.js'
export {
  checkOnrampApiBody,
  type OnrampOptionsResponse,
  type OnrampProvider,
  type OnrampPurchase,
  type OnrampQuoteResponse,
  type OnrampUrlRequest,
  type OnrampUrlResponse,
  onrampOptionsResponseSchema,
  onrampPurchaseResponseSchema,
  onrampQuoteRequestSchema,
  onrampQuoteResponseSchema,
  onrampUrlRequestSchema,
  onrampUrlResponseSchema,
  type PaymentCurrency,
  type PurchaseCurrency,
} from '../data/onrampApi.js'
export {
  checkProfileApiBody,
  formatNameRegistrationMessage,
  getEvmCoinType,
  type NameRegistrationMessage,
  nameLabelMessage,
  nameLabelPattern,
  nameMessageMaxAgeSeconds,
  nameRegistrationMessageSchema,
  type ProfileRegisterRequest,
  type ProfileRegisterResponse,
  type ProfileReverseResponse,
  type ProfileSuggestionsResponse,
  profileRegisterRequestSchema,
  profileRegisterResponseSchema,
  profileReverseResponseSchema,
  profileSuggestionsResponseSchema,
} from '../data/profileApi.js'
export {
  createWalletRequestSchema,
  deviceStatusRequestSchema,
  emailCodeLifetimeMs,
  emailLoginCooldownMs,
  emailLoginRequestSchema,
  emailThrottleMessage,
  emailUpdateOtpRequestSchema,
  emailUpdateRequestSchema,
  emailVerifyRequestSchema,
  maxEmailCodeAttempts,
  originCheckRequestSchema,
  socialCompleteRequestSchema,
  socialStartRequestSchema,
} from '../embedded/embeddedApi.js'
export { embeddedNetworkIds } from '../embedded/embeddedNetworks.js'
export {
  passkeyAssertionSchema,
  passkeyConfirmRequestSchema,
  passkeyLoginRequestSchema,
  passkeyOptionsRequestSchema,
  passkeyPurposes,
  passkeyRegisterRequestSchema,
  passkeyRegistrationSchema,
} from '../embedded/passkeyApi.js'
export {
  minPassphraseLength,
  openWithPassphrase,
  sealWithPassphrase,
  WrongPassphraseError,
} from '../embedded/passphraseShare.js'
export { type AppEvent, parseAppEvent } from '../embedded/protocol.js'
export { classifyRpcMethod } from '../embedded/rpcMethods.js'
export { createImageLoader } from '../registry/createImageLoader.js'
export { createRegistryClient } from '../registry/createRegistryClient.js'
export { getSafeLink } from '../registry/getSafeLink.js'
export {
  isProjectErrorCode,
  type ProjectErrorCode,
  projectErrors,
} from '../registry/projectErrorCodes.js'
export { getWalletsResponseSchema, type RegistryWallet } from '../registry/registryApi.js'
export { registryLimits } from '../registry/registryLimits.js'
export { pollReceipt } from '../send/pollReceipt.js'
export { PermissionRequestError } from '../sessions/PermissionRequestError.js'
export {
  readPermissionRequest,
  type SessionGrant,
  sessionPolicy,
} from '../sessions/readPermissionRequest.js'
export { sessionAccountImplementation } from '../sessions/sessionAccountImplementation.js'
export { siwxSessionsStorageKey } from '../siwx/createServerSIWX.js'
export { formatSIWXMessage } from '../siwx/formatSIWXMessage.js'
export {
  type SIWXServerSession,
  type SIWXVerifyRequest,
  type SIWXVerifyResponse,
  siwxVerifyRequestSchema,
} from '../siwx/siwxApi.js'
export { type SIWXErrorCode, siwxErrors } from '../siwx/siwxErrorCodes.js'
export { retryableHttpStatuses } from '../transport/createJsonRpcTransport.js'
