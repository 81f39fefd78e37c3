/** A request to a Solana wallet: one of the `solana_*` methods and its params. */
export type SolanaRequestArguments = { method: string; params?: unknown }

/**
 * A Solana wallet as every source yields it: the `solana_*` request methods WalletConnect and the
 * embedded wallet speak (solana_signMessage, solana_signTransaction, solana_signAllTransactions,
 * solana_signAndSendTransaction), so the adapter works alike over each. `chain` is the CAIP-2 id
 * a request is for; a session that keeps its own chain ignores it.
 */
export type SolanaProvider = {
  request(args: SolanaRequestArguments, chain?: string): Promise<unknown>
  /** `accountsChanged` (base58 addresses, the active first; none: disconnected) and `disconnect`. */
  on?(event: string, listener: (payload: unknown) => void): unknown
  removeListener?(event: string, listener: (payload: unknown) => void): unknown
}
