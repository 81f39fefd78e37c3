import { describe, expect, it } from 'vitest'
import {
  checkProfileApiBody,
  formatNameRegistrationMessage,
  getEvmCoinType,
  nameLabelPattern,
  nameRegistrationMessageSchema,
  profileRegisterRequestSchema,
} from './profileApi.js'

describe('getEvmCoinType', () => {
  it('is 60 for Ethereum and 0x80000000 | chainId for other EVM chains (ENSIP-11)', () => {
    expect(getEvmCoinType(1)).toBe(60)
    expect(getEvmCoinType(10)).toBe(2147483658)
    expect(getEvmCoinType(31337)).toBe(0x80007a69)
  })

  it('refuses a chain id at or above 2^31', () => {
    expect(() => getEvmCoinType(2 ** 31)).toThrow('Chain id 2147483648 has no coin type')
    expect(() => getEvmCoinType(0)).toThrow(RangeError)
  })
})

describe('name registration messages', () => {
  it('are JSON with name, attributes and timestamp in that order, whatever order they came in', () => {
    const text = formatNameRegistrationMessage({
      timestamp: 1_764_210_000,
      attributes: { avatar: 'https://example.com/a.png' },
      name: 'bobby.latchkey.eth',
    } as never)
    expect(text).toBe(
      '{"name":"bobby.latchkey.eth","attributes":{"avatar":"https://example.com/a.png"},"timestamp":1764210000}',
    )
    expect(checkProfileApiBody(nameRegistrationMessageSchema, JSON.parse(text))).toMatchObject({
      success: true,
    })
  })

  it('refuse unknown keys and fractional timestamps', () => {
    expect(
      checkProfileApiBody(nameRegistrationMessageSchema, {
        name: 'bobby.latchkey.eth',
        attributes: {},
        timestamp: 1.5,
      }),
    ).toEqual({ success: false, problem: 'timestamp: must be whole seconds' })
    expect(
      checkProfileApiBody(nameRegistrationMessageSchema, {
        name: 'bobby.latchkey.eth',
        attributes: {},
        timestamp: 1,
        extra: true,
      }).success,
    ).toBe(false)
  })
})

describe('labels and registration bodies', () => {
  it('accept letters, digits and hyphens, at least 4', () => {
    expect(['bobby', 'ab-9', 'A1B2'].every((label) => nameLabelPattern.test(label))).toBe(true)
    expect(
      ['bob', 'bob_by', 'bob.by', 'bøbby', ''].some((label) => nameLabelPattern.test(label)),
    ).toBe(false)
  })

  it('name the field that is wrong', () => {
    expect(
      checkProfileApiBody(profileRegisterRequestSchema, {
        coin_type: 60,
        address: '0x12',
        message: '{}',
        signature: '0x00',
      }),
    ).toEqual({ success: false, problem: 'address: must be a 0x address' })
  })
})
