import { describe, expect, test } from 'vitest'
import { parseAmount, toSmallestUnit } from './parseAmount.js'

describe('parseAmount', () => {
  test('default: exact smallest units, no floating point', () => {
    expect(parseAmount('1.5', 18)).toEqual({ value: 1_500_000_000_000_000_000n })
    expect(parseAmount('0.1', 18)).toEqual({ value: 100_000_000_000_000_000n })
    expect(parseAmount('123456789.123456', 6)).toEqual({ value: 123_456_789_123_456n })
    expect(parseAmount('.5', 2)).toEqual({ value: 50n })
    expect(parseAmount('5.', 2)).toEqual({ value: 500n })
    expect(parseAmount(' 2 ', 0)).toEqual({ value: 2n })
  })

  test('behavior: more decimals than the token has', () => {
    expect(parseAmount('1.1234567', 6)).toEqual({ problem: 'tooManyDecimals' })
    expect(parseAmount('0.5', 0)).toEqual({ problem: 'tooManyDecimals' })
    // Trailing zeros say nothing more.
    expect(parseAmount('1.5000000', 6)).toEqual({ value: 1_500_000n })
  })

  test('behavior: negative, exponent notation and other text are invalid', () => {
    for (const text of [
      '-1',
      '1e18',
      '1E3',
      '0x10',
      '1,5',
      '1.2.3',
      'abc',
      '.',
      '',
      '+1',
      'Infinity',
    ])
      expect(parseAmount(text, 18)).toEqual({ problem: 'invalidAmount' })
  })

  test('behavior: zero', () => {
    expect(parseAmount('0', 18)).toEqual({ problem: 'zeroAmount' })
    expect(parseAmount('0.000', 18)).toEqual({ problem: 'zeroAmount' })
  })
})

describe('toSmallestUnit', () => {
  test('default', () => {
    expect(toSmallestUnit('10001.5', 18)).toBe(10_001_500_000_000_000_000_000n)
    expect(toSmallestUnit('nope', 18)).toBe(0n)
  })
})
