/** The codes a wallet answers with (EIP-1193, EIP-1474, EIP-3326). */
export const providerErrorCodes = {
  userRejectedRequest: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidRequest: -32600,
  invalidParams: -32602,
  internal: -32603,
} as const

// The texts EIP-1193 and MetaMask use, so that a dapp sees what a real wallet would show.
const defaultMessages: Record<keyof typeof providerErrorCodes, string> = {
  userRejectedRequest: 'User rejected the request.',
  unauthorized: 'The requested account and/or method has not been authorized by the user.',
  unsupportedMethod: 'The Provider does not support the requested method.',
  disconnected: 'The Provider is disconnected from all chains.',
  chainDisconnected: 'The Provider is not connected to the requested chain.',
  unrecognizedChain: 'Unrecognized chain ID.',
  invalidRequest: 'Invalid request.',
  invalidParams: 'Invalid method parameter(s).',
  internal: 'Internal JSON-RPC error.',
}

/** An EIP-1193 `ProviderRpcError`: an `Error` with a numeric `code` and optional `data`. */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }

  /** The error of a standard kind, with the standard message unless another is given. */
  static from(kind: keyof typeof providerErrorCodes, message?: string, data?: unknown) {
    return new ProviderRpcError(providerErrorCodes[kind], message ?? defaultMessages[kind], data)
  }
}
