/**
 * An address's purpose when the wallet does not say: taproot (`bc1p`, `tb1p`, `bcrt1p`) holds
 * ordinals, as Xverse and Leather split them; anything else pays.
 */
export function bitcoinPurposeOf(address: string): 'payment' | 'ordinals' {
  return /^(bc|tb|bcrt)1p/i.test(address) ? 'ordinals' : 'payment'
}
