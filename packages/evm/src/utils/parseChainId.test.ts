import { describe, expect, test } from 'vitest'
import { parseChainId } from './parseChainId.js'

describe('parseChainId', () => {
  test('default: hex, decimal strings and numbers', () => {
    expect(parseChainId('0x7a69')).toBe(31337)
    expect(parseChainId('0x7A69')).toBe(31337)
    expect(parseChainId('31337')).toBe(31337)
    expect(parseChainId(1)).toBe(1)
  })

  test.each([['0x'], ['0x0'], [''], ['abc'], [0], [-1], [1.5], [null], [2 ** 60]])(
    'behavior: rejects %j',
    (value) => {
      expect(parseChainId(value)).toBeUndefined()
    },
  )
})
