import { keccak256 as viemKeccak256 } from 'viem'
import { describe, expect, test } from 'vitest'
import { keccak256 } from './keccak256.js'

const toHex = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`

describe('keccak256', () => {
  test('default: the empty input', () => {
    expect(toHex(keccak256(new Uint8Array()))).toBe(
      '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    )
  })

  test('behavior: matches viem around the 136-byte block boundary', () => {
    for (const length of [1, 40, 135, 136, 137, 271, 272, 273, 1000]) {
      const bytes = Uint8Array.from({ length }, (_, index) => (index * 31 + length) & 0xff)
      expect(toHex(keccak256(bytes)), `length ${length}`).toBe(viemKeccak256(bytes))
    }
  })
})
