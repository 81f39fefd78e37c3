/** What `open({ view: 'WalletSend', arguments })` and `sendTokens` prefill or send. */
export type WalletSendArguments = {
  /** The receiver: an address, or a name the data API resolves ('bob.latchkey.eth'). */
  to?: string | undefined
  /** The amount in the token's units, as a person writes it ('1.5'). */
  amount?: string | undefined
  /** The token's contract address (or CAIP-10 asset id); default the native coin. */
  token?: string | undefined
}
