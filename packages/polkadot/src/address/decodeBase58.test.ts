import { base58 } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { decodeBase58 } from './decodeBase58.js'

describe('decodeBase58', () => {
  test('default: equal to @scure/base for any bytes, leading zeros included', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), fc.nat({ max: 3 }), (bytes, zeros) => {
        const input = Uint8Array.from([...new Uint8Array(zeros), ...bytes])
        expect(decodeBase58(base58.encode(input))).toEqual(input)
      }),
      { numRuns: 500 },
    )
  })

  test('behavior: a character outside the alphabet gives undefined', () => {
    for (const text of ['0', 'O', 'I', 'l', '5Grw+']) expect(decodeBase58(text)).toBeUndefined()
  })
})
