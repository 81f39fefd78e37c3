/** Why an amount typed into Send cannot be sent. */
export type AmountProblem = 'invalidAmount' | 'zeroAmount' | 'tooManyDecimals'

/** What `parseAmount` found: the amount in the token's smallest unit, or what is wrong with it. */
export type ParseAmountReturnType =
  | { value: bigint; problem?: undefined }
  | { value?: undefined; problem: AmountProblem }

// Plain decimal notation only: no sign, no exponent, no grouping; '.5' and '5.' are accepted.
const decimalAmount = /^(\d*)(?:\.(\d*))?$/

/**
 * Parses an amount as a person types it ('1.5') into the token's smallest unit, exactly (no
 * floating point): a negative number, exponent notation ('1e18') or anything but digits and
 * one point is 'invalidAmount', zero is 'zeroAmount', more decimals than the token has is
 * 'tooManyDecimals'.
 */
export function parseAmount(text: string, decimals: number): ParseAmountReturnType {
  const match = decimalAmount.exec(text.trim())
  const whole = match?.[1] ?? ''
  const fraction = match?.[2] ?? ''
  if (!match || (whole === '' && fraction === '')) return { problem: 'invalidAmount' }
  if (fraction.replace(/0+$/, '').length > decimals) return { problem: 'tooManyDecimals' }
  const value = BigInt(`${whole || '0'}${fraction.slice(0, decimals).padEnd(decimals, '0')}`)
  if (value === 0n) return { problem: 'zeroAmount' }
  return { value }
}

/** Reads a decimal string (a balance from the data API) into smallest units; 0 when unreadable. */
export function toSmallestUnit(text: string, decimals: number): bigint {
  const match = decimalAmount.exec(text.trim())
  if (!match) return 0n
  const fraction = (match[2] ?? '').slice(0, decimals).padEnd(decimals, '0')
  return BigInt(`${match[1] || '0'}${fraction}`)
}
