import { stringToHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { utf8ToHex } from './utf8ToHex.js'

describe('utf8ToHex', () => {
  test('default', () => {
    expect(utf8ToHex('')).toBe('0x')
    expect(utf8ToHex('hi')).toBe('0x6869')
  })

  test('behavior: multi-byte characters match viem', () => {
    const message = 'Sign in to Latchkey — ключ 🔑\nnonce: 42'
    expect(utf8ToHex(message)).toBe(stringToHex(message))
  })
})
