import { describe, expect, test } from 'vitest'
import { formatUnits } from './formatUnits.js'

describe('formatUnits', () => {
  test.each<[bigint, number, string]>([
    [0n, 18, '0'],
    [1500000000000000000n, 18, '1.5'],
    [1n, 18, '0.000000000000000001'],
    [123456789n, 0, '123456789'],
    [10n ** 24n, 18, '1000000'],
    [-25n, 1, '-2.5'],
  ])('default: %s with %i decimals is %s', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected)
  })

  test('behavior: invalid decimals throw', () => {
    expect(() => formatUnits(1n, -1)).toThrow('Invalid decimals: -1')
  })
})
