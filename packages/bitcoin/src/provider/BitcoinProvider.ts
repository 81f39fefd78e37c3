/** A request to a Bitcoin wallet: one of WalletConnect's bip122 methods and its params. */
export type BitcoinRequestArguments = { method: string; params?: unknown }

/**
 * A Bitcoin wallet as every source yields it: WalletConnect's bip122 methods
 * (`getAccountAddresses`, `signMessage`, `signPsbt`, `sendTransfer`), so the adapter works alike
 * over a WalletConnect session and a Wallet Standard wallet. `chain` is the CAIP-2 id a request is
 * for; a session that keeps its own chain ignores it.
 */
export type BitcoinProvider = {
  request(args: BitcoinRequestArguments, chain?: string): Promise<unknown>
  /** `accountsChanged` (addresses, the payment one first; none: disconnected). */
  on?(event: string, listener: (payload: unknown) => void): unknown
  removeListener?(event: string, listener: (payload: unknown) => void): unknown
}

/** An address a wallet shares, as `getAccountAddresses` answers: with its purpose. */
export type BitcoinAccountAddress = {
  address: string
  purpose?: 'payment' | 'ordinals' | string | undefined
  publicKey?: string | undefined
}
