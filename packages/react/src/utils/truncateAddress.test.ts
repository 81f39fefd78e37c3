import { describe, expect, test } from 'vitest'
import { truncateAddress } from './truncateAddress.js'

describe('truncateAddress', () => {
  test('default: 4 leading characters after 0x and 6 trailing', () => {
    expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…b92266')
  })

  test('behavior: addresses without 0x keep 4 leading characters', () => {
    expect(truncateAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe('7EcD…wCFLtV')
  })

  test('behavior: short addresses come back whole', () => {
    expect(truncateAddress('0x1234567890a')).toBe('0x1234567890a')
    expect(truncateAddress('')).toBe('')
  })
})
