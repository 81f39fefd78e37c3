import { describe, expect, test } from 'vitest'
import { formatFiatValue } from './formatFiatValue.js'

describe('formatFiatValue', () => {
  test('default: US dollars with grouping and cents', () => {
    expect(formatFiatValue(29998885.8, { locale: 'en-US' })).toBe('$29,998,885.80')
  })

  test('parameters: locale and currency', () => {
    expect(formatFiatValue(1234.5, { locale: 'de-DE' })).toBe('1.234,50\u00a0$')
    expect(formatFiatValue(1234.5, { locale: 'en-GB', currency: 'EUR' })).toBe('€1,234.50')
  })
})
