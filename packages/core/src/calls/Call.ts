/** One call of an EIP-5792 batch: `to` and `data` start with 0x (spec section 3). */
export type Call = {
  to: string
  data?: string | undefined
  /** In wei: a bigint, or a 0x quantity as the RPC carries it. */
  value?: bigint | string | undefined
}
