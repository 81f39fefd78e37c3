import { afterEach, describe, expect, test } from 'vitest'
import { formatBalance } from '../utils/formatBalance.js'
import { getPageLocale } from '../utils/getPageLocale.js'
import { accountStrings } from './accountStrings.js'
import { setFormatLocale } from './formatLocale.js'
import { sendStrings } from './sendStrings.js'

afterEach(() => setFormatLocale(undefined))

describe('formatLocale', () => {
  test('default: without a chosen locale, numbers follow the runtime default (no page here)', () => {
    expect(getPageLocale()).toBeUndefined()
  })

  test('behavior: German formats amounts, fees, months and dates the German way', () => {
    setFormatLocale('de-DE')
    expect(getPageLocale()).toBe('de-DE')
    expect(accountStrings.usdValue(1234.5)).toBe('1.234,50\u00a0$')
    expect(sendStrings.usdFee(0.004)).toBe('<0,01\u00a0$')
    expect(accountStrings.activityMonth(2025, 2)).toBe('März 2025')
    expect(accountStrings.activityDate(new Date(2025, 2, 15, 14, 5))).toBe('15. März, 14:05')
    expect(formatBalance('1234.5678', 'ETH')).toBe('1.234,567 ETH')
  })

  test('behavior: Arabic and Hebrew write their currencies and month names', () => {
    setFormatLocale('ar')
    // The currency symbol isolated left to right: Arabic's 'US$' would lay out as '$US'.
    expect(accountStrings.usdValue(1234.5)).toContain('\u2066US$\u2069')
    expect(accountStrings.activityMonth(2025, 2)).toContain('مارس')
    setFormatLocale('he')
    expect(accountStrings.activityMonth(2025, 2)).toBe('מרץ 2025')
  })
})
