import { describe, expect, test } from 'vitest'
import { hexToBigInt } from './hexToBigInt.js'

describe('hexToBigInt', () => {
  test('default', () => {
    expect(hexToBigInt('0x0')).toBe(0n)
    expect(hexToBigInt('0x21e19e0c9bab2400000')).toBe(10_000n * 10n ** 18n)
  })

  test.each([['0x'], ['12'], [12], [null], ['0xzz']])('behavior: rejects %j', (value) => {
    expect(() => hexToBigInt(value)).toThrow('Expected a hex quantity')
  })
})
