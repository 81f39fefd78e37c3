import { describe, expect, test } from 'vitest'
import { isAddress } from './isAddress.js'

describe('isAddress', () => {
  test('default', () => {
    expect(isAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true)
    expect(isAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe(true)
    expect(isAddress('f39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe(false)
    expect(isAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb9226')).toBe(false)
    expect(isAddress('0xg39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe(false)
    expect(isAddress(42)).toBe(false)
  })
})
