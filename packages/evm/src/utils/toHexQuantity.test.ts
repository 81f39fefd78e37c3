import { describe, expect, test } from 'vitest'
import { toHexQuantity } from './toHexQuantity.js'

describe('toHexQuantity', () => {
  test('default', () => {
    expect(toHexQuantity(0n)).toBe('0x0')
    expect(toHexQuantity(31337)).toBe('0x7a69')
    expect(toHexQuantity(10n ** 18n)).toBe('0xde0b6b3a7640000')
  })

  test('behavior: rejects negative and fractional values', () => {
    expect(() => toHexQuantity(-1n)).toThrow('Negative quantity: -1')
    expect(() => toHexQuantity(1.5)).toThrow(RangeError)
  })
})
