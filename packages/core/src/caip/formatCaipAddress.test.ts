import { describe, expect, test } from 'vitest'
import { InvalidCaip10AddressError } from '../errors/caip.js'
import { formatCaipAddress } from './formatCaipAddress.js'
import { parseCaipAddress } from './parseCaipAddress.js'

const evmAddress = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

describe('formatCaipAddress', () => {
  test('default', () => {
    expect(formatCaipAddress({ namespace: 'eip155', reference: '1', address: evmAddress })).toBe(
      `eip155:1:${evmAddress}`,
    )
  })

  test('parameters: reference as a chain id number', () => {
    expect(formatCaipAddress({ namespace: 'eip155', reference: 10, address: evmAddress })).toBe(
      `eip155:10:${evmAddress}`,
    )
  })

  test('behavior: round trip with parseCaipAddress', () => {
    const caipAddress = `eip155:31337:${evmAddress}` as const
    expect(formatCaipAddress(parseCaipAddress(caipAddress))).toBe(caipAddress)
  })

  test.each([
    { namespace: 'eip155', reference: '1', address: '' },
    { namespace: 'eip155', reference: '1', address: 'a:b' },
    { namespace: 'eip155', reference: '', address: evmAddress },
    { namespace: 'Eip155', reference: '1', address: evmAddress },
    { namespace: 'eip155', reference: Number.NaN, address: evmAddress },
    { namespace: 'eip155', reference: -5, address: evmAddress },
    { namespace: 'eip155', reference: '1', address: 'a'.repeat(129) },
  ])('behavior: invalid parts $namespace / $reference / $address throw', (parts) => {
    expect(() => formatCaipAddress(parts)).toThrow(InvalidCaip10AddressError)
    expect(() => formatCaipAddress(parts)).toThrow(
      `Invalid CAIP-10 address: ${parts.namespace}:${parts.reference}:${parts.address}`,
    )
  })
})
