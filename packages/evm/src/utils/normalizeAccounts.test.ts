import { describe, expect, test } from 'vitest'
import { normalizeAccounts } from './normalizeAccounts.js'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('normalizeAccounts', () => {
  test('default: checksums lower-case addresses', () => {
    expect(normalizeAccounts([alice.toLowerCase(), bob])).toEqual([alice, bob])
  })

  test('behavior: drops case-only repeats and non-addresses, keeps the order', () => {
    expect(normalizeAccounts([bob, alice, bob.toLowerCase(), 'nope', 7])).toEqual([bob, alice])
    expect(normalizeAccounts(undefined)).toEqual([])
    expect(normalizeAccounts(alice)).toEqual([])
  })
})
