import { SolanaRpcError } from '../solana/SolanaRpcError.js'

/**
 * A JSON-RPC error of the Polkadot dev ledger. It is a SolanaRpcError because the ledger is served
 * by the same plain JSON-RPC 2.0 server (`startSolanaRpcServer`), which answers those as errors.
 */
export class PolkadotRpcError extends SolanaRpcError {
  override name = 'PolkadotRpcError'

  /** -32602, naming the bad parameter. */
  static override invalidParams(details: string): PolkadotRpcError {
    return new PolkadotRpcError(-32602, `Invalid params: ${details}`)
  }
}
