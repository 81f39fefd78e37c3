import { describe, expect, test } from 'vitest'
import { formatAmount } from './formatAmount.js'

describe('formatAmount', () => {
  test('default: grouping, at most 3 decimals, no trailing zeros', () => {
    expect(formatAmount('10000', { locale: 'en-US' })).toBe('10,000')
    expect(formatAmount('99986.000', { locale: 'en-US', symbol: 'LKD' })).toBe('99,986 LKD')
    expect(formatAmount('1.5', { locale: 'en-US', symbol: 'ETH' })).toBe('1.5 ETH')
    expect(formatAmount('0', { locale: 'en-US' })).toBe('0')
  })

  test('behavior: extra digits are cut, not rounded, and large amounts keep every digit', () => {
    expect(formatAmount('1.99999', { locale: 'en-US' })).toBe('1.999')
    expect(formatAmount('123456789012345678901.5', { locale: 'en-US' })).toBe(
      '123,456,789,012,345,678,901.5',
    )
  })

  test('behavior: an amount below 0.01 keeps 3 significant digits, never a misleading figure', () => {
    // 5 LKD sold for about 0.00166 ETH: 3 decimals would read '0.001', rounding '0.002'.
    expect(formatAmount('0.001663', { locale: 'en-US', symbol: 'ETH' })).toBe('0.00166 ETH')
    expect(formatAmount('0.0004', { locale: 'en-US', symbol: 'ETH' })).toBe('0.0004 ETH')
    expect(formatAmount('0.000123456', { locale: 'en-US' })).toBe('0.000123')
    expect(formatAmount('-0.0004', { locale: 'en-US' })).toBe('-0.0004')
    expect(formatAmount('0.001', { locale: 'en-US' })).toBe('0.001')
    expect(formatAmount('0.0123456', { locale: 'en-US' })).toBe('0.012')
    expect(formatAmount('0.00999', { locale: 'en-US' })).toBe('0.00999')
    expect(formatAmount('0.5', { locale: 'en-US' })).toBe('0.5')
    expect(formatAmount('0.123456', { locale: 'en-US' })).toBe('0.123')
    expect(formatAmount('0.0000', { locale: 'en-US' })).toBe('0')
  })

  test("behavior: a non-zero amount below 8 decimals is '<0.00000001'", () => {
    expect(formatAmount('0.000000000000000001', { locale: 'en-US' })).toBe('<0.00000001')
    expect(formatAmount('-0.000000000000000001', { locale: 'en-US' })).toBe('-<0.00000001')
    expect(formatAmount('0.000000012345', { locale: 'en-US' })).toBe('0.00000001')
  })

  test('behavior: negative amounts', () => {
    expect(formatAmount('-7', { locale: 'en-US' })).toBe('-7')
    expect(formatAmount('-0.000', { locale: 'en-US' })).toBe('0')
  })

  test('parameters: locale', () => {
    expect(formatAmount('12345.6789', { locale: 'de-DE' })).toBe('12.345,678')
    expect(formatAmount('0.0001', { locale: 'de-DE' })).toBe('0,0001')
    expect(formatAmount('1234567.5', { locale: 'fr-FR' })).toBe('1\u202f234\u202f567,5')
  })
})
