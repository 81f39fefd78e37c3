/** A request to a Polkadot wallet: one of WalletConnect's `polkadot_*` methods and its params. */
export type PolkadotRequestArguments = { method: string; params?: unknown }

/**
 * A Polkadot wallet as every source yields it: the `polkadot_*` methods WalletConnect speaks
 * (`polkadot_signMessage` { address, message } and `polkadot_signTransaction` { address,
 * transactionPayload }, each answering { signature }), so the adapter works alike over an
 * extension and a session. `chain` is the CAIP-2 id a request is for.
 */
export type PolkadotProvider = {
  request(args: PolkadotRequestArguments, chain?: string): Promise<unknown>
  /** `accountsChanged` (SS58 addresses as the wallet writes them; none: disconnected). */
  on?(event: string, listener: (payload: unknown) => void): unknown
  removeListener?(event: string, listener: (payload: unknown) => void): unknown
}
