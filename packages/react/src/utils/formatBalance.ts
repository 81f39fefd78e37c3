/** How many decimals an amount shows (spec section 9). */
export const displayDecimals = 3

/**
 * Writes a decimal balance string with 3 decimals and its symbol: ('1.5', 'ETH') is
 * '1.500 ETH'. Extra digits are cut, not rounded, so a balance never reads higher than it is.
 * Works on the string, so large and tiny balances keep every digit they show.
 */
export function formatBalance(balance: string, symbol?: string | undefined): string {
  const negative = balance.startsWith('-')
  const [whole = '0', fraction = ''] = (negative ? balance.slice(1) : balance).split('.')
  const digits = fraction.padEnd(displayDecimals, '0').slice(0, displayDecimals)
  const zero = /^0*$/.test(whole) && /^0*$/.test(digits)
  const amount = `${negative && !zero ? '-' : ''}${whole || '0'}.${digits}`
  return symbol ? `${amount} ${symbol}` : amount
}
