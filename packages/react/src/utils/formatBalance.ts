import { formatAmount } from '@latchkey/core/modal'
import { getPageLocale } from './getPageLocale.js'

/**
 * Writes a decimal balance and its symbol in the page's locale (core's `formatAmount`): grouping,
 * at most 3 decimals without trailing zeros, 3 significant digits below 0.01.
 */
export function formatBalance(balance: string, symbol?: string | undefined): string {
  return formatAmount(balance, { symbol, locale: getPageLocale() })
}
