import { ProviderRpcError, RpcError, type RpcErrorParameters } from './RpcError.js'

/**
 * JSON-RPC 2.0 and EIP-1474 error codes (-32700 to -32006), EIP-1193 provider codes
 * (4001 to 4902) and EIP-5792 wallet call codes (5700 to 5760), each as a class with a
 * static `code`. `getRpcError` turns what a provider or a node threw into one of them.
 */

export { ProviderRpcError, RpcError, type RpcErrorParameters } from './RpcError.js'

/** -32700: the server could not parse the JSON it received. */
export class ParseRpcError extends RpcError<-32700> {
  static readonly code = -32700
  override name = 'ParseRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('The server received invalid JSON.', { ...parameters, code: ParseRpcError.code })
  }
}

/** -32600: the JSON sent is not a valid JSON-RPC request. */
export class InvalidRequestRpcError extends RpcError<-32600> {
  static readonly code = -32600
  override name = 'InvalidRequestRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('The JSON sent is not a valid request object.', {
      ...parameters,
      code: InvalidRequestRpcError.code,
    })
  }
}

/** -32601: the method does not exist on this server. */
export class MethodNotFoundRpcError extends RpcError<-32601> {
  static readonly code = -32601
  override name = 'MethodNotFoundRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super(`The method${named(parameters.method)} does not exist or is not available.`, {
      ...parameters,
      code: MethodNotFoundRpcError.code,
    })
  }
}

/** -32602: the method's parameters are invalid. */
export class InvalidParamsRpcError extends RpcError<-32602> {
  static readonly code = -32602
  override name = 'InvalidParamsRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super(`Invalid parameters for the method${named(parameters.method)}.`, {
      ...parameters,
      code: InvalidParamsRpcError.code,
    })
  }
}

/** -32603: the server failed internally. */
export class InternalRpcError extends RpcError<-32603> {
  static readonly code = -32603
  override name = 'InternalRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('The server had an internal error.', { ...parameters, code: InternalRpcError.code })
  }
}

/** -32000: missing or invalid input (nodes use it for most transaction failures). */
export class InvalidInputRpcError extends RpcError<-32000> {
  static readonly code = -32000
  override name = 'InvalidInputRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('Missing or invalid input.', { ...parameters, code: InvalidInputRpcError.code })
  }
}

/** -32001: the requested resource does not exist. */
export class ResourceNotFoundRpcError extends RpcError<-32001> {
  static readonly code = -32001
  override name = 'ResourceNotFoundRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('The requested resource was not found.', {
      ...parameters,
      code: ResourceNotFoundRpcError.code,
    })
  }
}

/** -32002: the requested resource exists but is not available now. */
export class ResourceUnavailableRpcError extends RpcError<-32002> {
  static readonly code = -32002
  override name = 'ResourceUnavailableRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('The requested resource is not available.', {
      ...parameters,
      code: ResourceUnavailableRpcError.code,
    })
  }
}

/** -32003: the node refused to create the transaction. */
export class TransactionRejectedRpcError extends RpcError<-32003> {
  static readonly code = -32003
  override name = 'TransactionRejectedRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('The transaction was rejected.', {
      ...parameters,
      code: TransactionRejectedRpcError.code,
    })
  }
}

/** -32004: the method exists but this server does not support it. */
export class MethodNotSupportedRpcError extends RpcError<-32004> {
  static readonly code = -32004
  override name = 'MethodNotSupportedRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super(`The method${named(parameters.method)} is not supported.`, {
      ...parameters,
      code: MethodNotSupportedRpcError.code,
    })
  }
}

/** -32005: the request exceeds a limit (rate, size, range) of the server. */
export class LimitExceededRpcError extends RpcError<-32005> {
  static readonly code = -32005
  override name = 'LimitExceededRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('The request exceeds a limit of the server.', {
      ...parameters,
      code: LimitExceededRpcError.code,
    })
  }
}

/** -32006: the server does not speak the JSON-RPC version sent. */
export class JsonRpcVersionUnsupportedError extends RpcError<-32006> {
  static readonly code = -32006
  override name = 'JsonRpcVersionUnsupportedError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('The server does not support this JSON-RPC version.', {
      ...parameters,
      code: JsonRpcVersionUnsupportedError.code,
    })
  }
}

/** 4001: the user rejected the request in their wallet. */
export class UserRejectedRequestError extends ProviderRpcError<4001> {
  static readonly code = 4001
  override name = 'UserRejectedRequestError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('The user rejected the request.', { ...parameters, code: UserRejectedRequestError.code })
  }
}

/** 4100: the user has not authorized this method or account. */
export class UnauthorizedProviderError extends ProviderRpcError<4100> {
  static readonly code = 4100
  override name = 'UnauthorizedProviderError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('The user has not authorized the requested method or account.', {
      ...parameters,
      code: UnauthorizedProviderError.code,
    })
  }
}

/** 4200: the wallet does not support the method. */
export class UnsupportedProviderMethodError extends ProviderRpcError<4200> {
  static readonly code = 4200
  override name = 'UnsupportedProviderMethodError'
  constructor(parameters: RpcErrorParameters = {}) {
    super(`The wallet does not support the method${named(parameters.method)}.`, {
      ...parameters,
      code: UnsupportedProviderMethodError.code,
    })
  }
}

/** 4900: the wallet is disconnected from every chain. */
export class ProviderDisconnectedError extends ProviderRpcError<4900> {
  static readonly code = 4900
  override name = 'ProviderDisconnectedError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('The wallet is disconnected from all chains.', {
      ...parameters,
      code: ProviderDisconnectedError.code,
    })
  }
}

/** 4901: the wallet is not connected to the requested chain. */
export class ChainDisconnectedError extends ProviderRpcError<4901> {
  static readonly code = 4901
  override name = 'ChainDisconnectedError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('The wallet is not connected to the requested chain.', {
      ...parameters,
      code: ChainDisconnectedError.code,
    })
  }
}

/** 4902: the wallet does not know the chain asked for; add it with `wallet_addEthereumChain`. */
export class SwitchChainError extends ProviderRpcError<4902> {
  static readonly code = 4902
  override name = 'SwitchChainError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('The wallet does not recognize this chain; add it first.', {
      ...parameters,
      code: SwitchChainError.code,
    })
  }
}

/** 5700 (EIP-5792): the wallet lacks a capability the request did not mark optional. */
export class UnsupportedNonOptionalCapabilityError extends ProviderRpcError<5700> {
  static readonly code = 5700
  override name = 'UnsupportedNonOptionalCapabilityError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('The wallet does not support a capability the request requires.', {
      ...parameters,
      code: UnsupportedNonOptionalCapabilityError.code,
    })
  }
}

/** 5710 (EIP-5792): the wallet does not support the chain id of the calls. */
export class UnsupportedChainIdError extends ProviderRpcError<5710> {
  static readonly code = 5710
  override name = 'UnsupportedChainIdError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('The wallet does not support the requested chain id.', {
      ...parameters,
      code: UnsupportedChainIdError.code,
    })
  }
}

/** 5720 (EIP-5792): a call bundle with this id was already submitted. */
export class DuplicateIdError extends ProviderRpcError<5720> {
  static readonly code = 5720
  override name = 'DuplicateIdError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('A call bundle with this id was already submitted.', {
      ...parameters,
      code: DuplicateIdError.code,
    })
  }
}

/** 5730 (EIP-5792): the wallet knows no call bundle with this id. */
export class UnknownBundleIdError extends ProviderRpcError<5730> {
  static readonly code = 5730
  override name = 'UnknownBundleIdError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('No call bundle with this id was submitted.', {
      ...parameters,
      code: UnknownBundleIdError.code,
    })
  }
}

/** 5740 (EIP-5792): the call bundle is too large for the wallet. */
export class BundleTooLargeError extends ProviderRpcError<5740> {
  static readonly code = 5740
  override name = 'BundleTooLargeError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('The call bundle is too large for the wallet.', {
      ...parameters,
      code: BundleTooLargeError.code,
    })
  }
}

/** 5750 (EIP-5792): the wallet could run the calls atomically after an upgrade the user refused. */
export class AtomicReadyWalletRejectedUpgradeError extends ProviderRpcError<5750> {
  static readonly code = 5750
  override name = 'AtomicReadyWalletRejectedUpgradeError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('The user rejected the account upgrade needed to run the calls atomically.', {
      ...parameters,
      code: AtomicReadyWalletRejectedUpgradeError.code,
    })
  }
}

/** 5760 (EIP-5792): the request requires atomic execution and the wallet cannot do it. */
export class AtomicityNotSupportedError extends ProviderRpcError<5760> {
  static readonly code = 5760
  override name = 'AtomicityNotSupportedError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('The wallet cannot run the calls atomically, and the request requires it.', {
      ...parameters,
      code: AtomicityNotSupportedError.code,
    })
  }
}

/** An error whose code is none of the above (or that has no code: then `code` is -1). */
export class UnknownRpcError extends RpcError {
  override name = 'UnknownRpcError'
  constructor({
    code = -1,
    message,
    ...parameters
  }: RpcErrorParameters & { code?: number | undefined; message?: string | undefined } = {}) {
    // The provider's own message is the best description of a code we do not know.
    super(message || 'An unknown RPC error occurred.', { ...parameters, code })
  }
}

const rpcErrorClasses = [
  ParseRpcError,
  InvalidRequestRpcError,
  MethodNotFoundRpcError,
  InvalidParamsRpcError,
  InternalRpcError,
  InvalidInputRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  TransactionRejectedRpcError,
  MethodNotSupportedRpcError,
  LimitExceededRpcError,
  JsonRpcVersionUnsupportedError,
  UserRejectedRequestError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  ProviderDisconnectedError,
  ChainDisconnectedError,
  SwitchChainError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedChainIdError,
  DuplicateIdError,
  UnknownBundleIdError,
  BundleTooLargeError,
  AtomicReadyWalletRejectedUpgradeError,
  AtomicityNotSupportedError,
]

const rpcErrorClassByCode = new Map<number, new (parameters: RpcErrorParameters) => RpcError>(
  rpcErrorClasses.map((rpcErrorClass) => [rpcErrorClass.code, rpcErrorClass]),
)

/**
 * Turns what a provider threw or a node answered (anything with a numeric `code`) into the
 * RPC error class of that code, keeping the original as `cause`; an RpcError passes through.
 */
export function getRpcError(
  errorLike: unknown,
  { method }: { method?: string | undefined } = {},
): RpcError {
  if (errorLike instanceof RpcError) return errorLike
  const fields = (errorLike && typeof errorLike === 'object' ? errorLike : {}) as {
    code?: unknown
    message?: unknown
    data?: unknown
  }
  const code = typeof fields.code === 'number' ? fields.code : undefined
  const message =
    typeof errorLike === 'string'
      ? errorLike
      : typeof fields.message === 'string'
        ? fields.message
        : undefined
  const parameters = { cause: errorLike, data: fields.data, details: message, method }
  const rpcErrorClass = code === undefined ? undefined : rpcErrorClassByCode.get(code)
  if (rpcErrorClass) return new rpcErrorClass(parameters)
  return new UnknownRpcError({ ...parameters, code, message })
}

function named(method: string | undefined): string {
  return method ? ` "${method}"` : ''
}
