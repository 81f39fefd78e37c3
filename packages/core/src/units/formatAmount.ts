/** How many decimals an amount shows at most (spec section 9). */
const amountDecimals = 3

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

function getFormat(locale: string | undefined): DecimalFormat {
  const key = locale ?? ''
  let format = formats.get(key)
  if (!format) {
    const options: DecimalFormatOptions = {
      maximumFractionDigits: amountDecimals,
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

const tiny = 10 ** -amountDecimals

/**
 * Writes a decimal amount for people: the locale's grouping and decimal separators, at most 3
 * decimals without trailing zeros, cut rather than rounded so an amount never reads higher than
 * it is, and '<0.001' for a non-zero amount too small to show ('-<0.001' below zero).
 * ('12345.6789', { locale: 'en-US', symbol: 'ETH' }) is '12,345.678 ETH'. Works on the string,
 * so large balances keep every digit.
 */
export function formatAmount(value: string, parameters: FormatAmountParameters = {}): string {
  const { locale, symbol } = parameters
  const format = getFormat(locale)
  const trimmed = value.trim()
  const negative = trimmed.startsWith('-')
  const [whole = '', fraction = ''] = (negative ? trimmed.slice(1) : trimmed).split('.')
  const isTiny =
    /^0*$/.test(whole) &&
    /^0*$/.test(fraction.slice(0, amountDecimals)) &&
    /[1-9]/.test(fraction.slice(amountDecimals))
  const amount = isTiny
    ? `${negative ? '-' : ''}<${format.format(String(tiny))}`
    : format.format(`${negative ? '-' : ''}${whole || '0'}${fraction ? `.${fraction}` : ''}`)
  return symbol ? `${amount} ${symbol}` : amount
}
