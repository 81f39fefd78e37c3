/** What `formatFiatValue` accepts. */
export type FormatFiatValueParameters = {
  /** A BCP 47 locale; default the runtime's. */
  locale?: string | undefined
  /** An ISO 4217 code; default 'USD', the one currency the data API prices in today. */
  currency?: string | undefined
}

/** Writes an amount of money in the locale's way: (1234.5, { locale: 'en-US' }) is '$1,234.50'. */
export function formatFiatValue(value: number, parameters: FormatFiatValueParameters = {}): string {
  return new Intl.NumberFormat(parameters.locale, {
    style: 'currency',
    currency: parameters.currency ?? 'USD',
  }).format(value)
}
