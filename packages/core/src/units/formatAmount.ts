/** How many decimals an amount shows at most when it is 0.001 or more (spec section 9). */
const amountDecimals = 3

/** How many significant digits an amount below 0.01 keeps, so it never reads as another. */
const significantDigits = 3

/** The most decimals a very small amount shows; below that it reads '<0.00000001'. */
const maxDecimals = 8

/** What `formatAmount` accepts. */
export type FormatAmountParameters = {
  /** A BCP 47 locale ('en-US', 'de-DE'); default the runtime's. */
  locale?: string | undefined
  /** Written after the number: ('1.5', { symbol: 'ETH' }) is '1.5 ETH'. */
  symbol?: string | undefined
}

// `format` takes a decimal string exactly (Intl.NumberFormat v3) and `roundingMode` cuts
// instead of rounding; TypeScript's ES2022 library knows neither.
type DecimalFormat = { format(value: string): string }
type DecimalFormatOptions = Omit<Intl.NumberFormatOptions, 'signDisplay'> & {
  roundingMode?: 'trunc'
  signDisplay?: 'negative'
}

const formats = new Map<string, DecimalFormat>()

function getFormat(locale: string | undefined, decimals: number): DecimalFormat {
  const key = `${locale ?? ''}/${decimals}`
  let format = formats.get(key)
  if (!format) {
    const options: DecimalFormatOptions = {
      maximumFractionDigits: decimals,
      roundingMode: 'trunc',
      // '-0.0004' cut to 3 decimals is zero, which has no sign.
      signDisplay: 'negative',
    }
    format = new Intl.NumberFormat(
      locale,
      options as Intl.NumberFormatOptions,
    ) as unknown as DecimalFormat
    formats.set(key, format)
  }
  return format
}

// How many decimals `fraction` needs: 3, or below 0.01 (where 3 decimals would drop more than a
// tenth of the amount) enough for 3 significant digits: '0.00166' keeps all of them, where 3
// decimals read '0.001'.
function decimalsFor(whole: string, fraction: string): number {
  if (/[1-9]/.test(whole)) return amountDecimals
  const firstDigit = fraction.search(/[1-9]/)
  if (firstDigit < 2) return amountDecimals
  return Math.min(maxDecimals, firstDigit + significantDigits)
}

/**
 * Writes a decimal amount for people: the locale's grouping and decimal separators, at most 3
 * decimals without trailing zeros, except that an amount below 0.01 keeps 3 significant digits
 * (up to 8 decimals) so a small amount is never shown as a misleading figure: '0.00166' stays
 * '0.00166', not '0.001'. Digits are cut rather than rounded so an amount never reads higher than
 * it is; a non-zero amount below 0.00000001 is '<0.00000001'.
 * ('12345.6789', { locale: 'en-US', symbol: 'ETH' }) is '12,345.678 ETH'. Works on the string,
 * so large balances keep every digit.
 */
export function formatAmount(value: string, parameters: FormatAmountParameters = {}): string {
  const { locale, symbol } = parameters
  const trimmed = value.trim()
  const negative = trimmed.startsWith('-')
  const [whole = '', fraction = ''] = (negative ? trimmed.slice(1) : trimmed).split('.')
  const decimals = decimalsFor(whole, fraction)
  const format = getFormat(locale, decimals)
  const isTiny =
    /^0*$/.test(whole) &&
    /^0*$/.test(fraction.slice(0, decimals)) &&
    /[1-9]/.test(fraction.slice(decimals))
  const amount = isTiny
    ? `${negative ? '-' : ''}<${format.format(`0.${'0'.repeat(decimals - 1)}1`)}`
    : format.format(`${negative ? '-' : ''}${whole || '0'}${fraction ? `.${fraction}` : ''}`)
  return symbol ? `${amount} ${symbol}` : amount
}
