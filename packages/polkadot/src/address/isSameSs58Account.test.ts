import { describe, expect, test } from 'vitest'
import { isSameSs58Account } from './isSameSs58Account.js'

// Alice (`//Alice`) under prefixes 42 and 0, and Bob under 42.
const alice42 = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const alice0 = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const bob42 = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'

describe('isSameSs58Account', () => {
  test('default: one key under two network prefixes is one account', () => {
    expect(isSameSs58Account(alice42, alice0)).toBe(true)
    expect(isSameSs58Account(alice42, alice42)).toBe(true)
  })

  test('behavior: two keys, or what is not SS58, are not', () => {
    expect(isSameSs58Account(alice42, bob42)).toBe(false)
    expect(isSameSs58Account(alice42, '0xd43593c7')).toBe(false)
    expect(isSameSs58Account('not base58 0OIl', 'not base58 0OIl!')).toBe(false)
  })
})
