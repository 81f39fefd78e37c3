import { describe, expect, test } from 'vitest'
import { formatBalance } from './formatBalance.js'

describe('formatBalance', () => {
  test('default: 3 decimals and the symbol', () => {
    expect(formatBalance('1.5', 'ETH')).toBe('1.500 ETH')
    expect(formatBalance('10000', 'ETH')).toBe('10000.000 ETH')
  })

  test('behavior: extra digits are cut, not rounded', () => {
    expect(formatBalance('0.9999', 'ETH')).toBe('0.999 ETH')
    expect(formatBalance('123456789012345678901.123456')).toBe('123456789012345678901.123')
  })

  test('behavior: dust reads as zero, without a minus sign', () => {
    expect(formatBalance('0.0000001', 'ETH')).toBe('0.000 ETH')
    expect(formatBalance('-0.0000001')).toBe('0.000')
    expect(formatBalance('-2.25')).toBe('-2.250')
  })
})
