/** A JSON-RPC error with the Solana RPC's code. */
export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }

  /** -32602, as the Solana RPC words a bad parameter. */
  static invalidParams(details: string): SolanaRpcError {
    return new SolanaRpcError(-32602, `Invalid params: ${details}`)
  }
}
