import { BaseError } from './base.js'

// The base classes alone, light enough for the first load; rpc.ts holds one class per code.

/** Options of every RPC error class. */
export type RpcErrorParameters = {
  /** What was thrown or answered (a provider's error, a JSON-RPC error body), kept as is. */
  cause?: unknown
  /** The error's `data` member, kept as is (revert data, the provider's extra detail). */
  data?: unknown
  /** The provider's or node's own message, shown after the short message. */
  details?: string | undefined
  /** The JSON-RPC method that failed, named in the messages of the method errors. */
  method?: string | undefined
}

/** An error with a JSON-RPC code; the code says what happened, the class names it. */
export class RpcError<code extends number = number> extends BaseError {
  override name = 'RpcError'
  code: code
  data: unknown

  constructor(
    shortMessage: string,
    { code, data, cause, details }: RpcErrorParameters & { code: code },
  ) {
    super(shortMessage, { cause, details })
    this.code = code
    this.data = data
  }
}

/** An error from an EIP-1193 provider (a wallet) rather than from a node. */
export class ProviderRpcError<code extends number = number> extends RpcError<code> {
  override name = 'ProviderRpcError'
}
