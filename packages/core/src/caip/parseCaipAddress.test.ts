import { describe, expect, test } from 'vitest'
import { InvalidCaip10AddressError, InvalidCaipAddressError } from '../errors/caip.js'
import { getPlainAddress, parseCaipAddress } from './parseCaipAddress.js'

const evmAddress = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

const malformed = [
  '',
  'eip155',
  'eip155:1',
  `eip155:${evmAddress}`,
  `eip155:1:${evmAddress}:extra`,
  `:1:${evmAddress}`,
  `eip155::${evmAddress}`,
  'eip155:1:',
  `EIP155:1:${evmAddress}`,
  `e:1:${evmAddress}`,
  `eip155:1:${evmAddress} `,
  'eip155:1:0xab/cd',
  `eip155:1:${'a'.repeat(129)}`,
  `eip155:${'1'.repeat(33)}:${evmAddress}`,
]

describe('parseCaipAddress', () => {
  test('default', () => {
    expect(parseCaipAddress(`eip155:1:${evmAddress}`)).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: evmAddress,
      caipNetworkId: 'eip155:1',
    })
  })

  test('behavior: other namespaces and grammar edges', () => {
    expect(
      parseCaipAddress(
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      ).caipNetworkId,
    ).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(
      parseCaipAddress('bip122:000000000019d6689c085ae165831e93:128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6')
        .address,
    ).toBe('128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6')
    expect(parseCaipAddress('cosmos:hub-3:a.b%20-c').address).toBe('a.b%20-c')
    expect(parseCaipAddress(`eip155:1:${'a'.repeat(128)}`).address).toHaveLength(128)
  })

  test.each(malformed)('behavior: malformed %j throws', (input) => {
    expect(() => parseCaipAddress(input)).toThrow(InvalidCaip10AddressError)
    try {
      parseCaipAddress(input)
    } catch (error) {
      expect((error as Error).message).toBe(`Invalid CAIP-10 address: ${input}`)
    }
  })

  test('behavior: a value that is not a string throws the same error', () => {
    for (const value of [undefined, null, 1, {}])
      expect(() => parseCaipAddress(value as never)).toThrow(InvalidCaip10AddressError)
  })
})

describe('getPlainAddress', () => {
  test('default', () => {
    expect(getPlainAddress(`eip155:1:${evmAddress}`)).toBe(evmAddress)
  })

  test.each(malformed)("behavior: malformed %j throws 'Invalid CAIP Address'", (input) => {
    try {
      getPlainAddress(input)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidCaipAddressError)
      expect((error as InvalidCaipAddressError).message).toBe('Invalid CAIP Address')
      expect((error as InvalidCaipAddressError).caipAddress).toBe(input)
    }
  })
})
