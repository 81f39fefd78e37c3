// US dollars (the data API's currency) in the chosen locale. Right to left, the currency symbol
// is isolated as a left-to-right run: Arabic's 'US$' otherwise lays out as '$US' in a
// right-to-left line (the '$' between the Latin 'US' and the line's end takes the line's
// direction).
import { formatFiatValue } from '@latchkey/core/modal'
import { getPageLocale } from '../utils/getPageLocale.js'
import { localeDirection } from './localeDirection.js'

/** `value` US dollars in the chosen (or the page's) locale: 1234.5 is '$1,234.50' in en-US. */
export function formatUsd(value: number): string {
  const locale = getPageLocale()
  if (!locale || localeDirection(locale) === 'ltr') return formatFiatValue(value, { locale })
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? `\u2066${part.value}\u2069` : part.value))
    .join('')
}
