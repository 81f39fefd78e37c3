// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { formatBalance } from './formatBalance.js'

afterEach(() => {
  document.documentElement.lang = ''
})

describe('formatBalance', () => {
  test("default: the page's locale, grouping, at most 3 decimals without trailing zeros", () => {
    document.documentElement.lang = 'en-US'
    expect(formatBalance('1.5', 'ETH')).toBe('1.5 ETH')
    expect(formatBalance('10000', 'ETH')).toBe('10,000 ETH')
    expect(formatBalance('99986.000', 'LKD')).toBe('99,986 LKD')
    expect(formatBalance('0.9999', 'ETH')).toBe('0.999 ETH')
  })

  test('behavior: a tiny non-zero amount keeps its significant digits, never reads as another', () => {
    document.documentElement.lang = 'en-US'
    // Issue 29: below 0.01, 3 significant digits; '<0.00000001' only below 8 decimals.
    expect(formatBalance('0.0000001', 'ETH')).toBe('0.0000001 ETH')
    expect(formatBalance('0.000000001', 'ETH')).toBe('<0.00000001 ETH')
    expect(formatBalance('0', 'ETH')).toBe('0 ETH')
  })

  test('parameters: the lang of the page', () => {
    document.documentElement.lang = 'de-DE'
    expect(formatBalance('10000.5', 'ETH')).toBe('10.000,5 ETH')
    document.documentElement.lang = 'not a locale!'
    expect(formatBalance('1000')).toMatch(/^1.?000$/)
  })
})
