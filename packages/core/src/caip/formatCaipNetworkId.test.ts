import { describe, expect, test } from 'vitest'
import { InvalidCaipNetworkIdError } from '../errors/caip.js'
import { formatCaipNetworkId } from './formatCaipNetworkId.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

describe('formatCaipNetworkId', () => {
  test('default', () => {
    expect(formatCaipNetworkId({ namespace: 'eip155', reference: '137' })).toBe('eip155:137')
  })

  test('parameters: reference as a chain id number', () => {
    expect(formatCaipNetworkId({ namespace: 'eip155', reference: 31337 })).toBe('eip155:31337')
  })

  test('behavior: round trip with parseCaipNetworkId', () => {
    const id = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    expect(formatCaipNetworkId(parseCaipNetworkId(id))).toBe(id)
  })

  test.each([
    { namespace: 'eip155', reference: '' },
    { namespace: '', reference: '1' },
    { namespace: 'EIP155', reference: '1' },
    { namespace: 'eip155', reference: '1:2' },
    { namespace: 'eip:155', reference: '1' },
    { namespace: 'eip155', reference: 'a'.repeat(33) },
    { namespace: 'eip155', reference: Number.NaN },
    { namespace: 'eip155', reference: -1 },
    { namespace: 'eip155', reference: 1.5 },
    { namespace: 'eip155', reference: Number.POSITIVE_INFINITY },
  ])('behavior: invalid parts $namespace / $reference throw', (parts) => {
    expect(() => formatCaipNetworkId(parts)).toThrow(InvalidCaipNetworkIdError)
    expect(() => formatCaipNetworkId(parts)).toThrow(
      `Invalid CAIP-2 network id: ${parts.namespace}:${parts.reference}`,
    )
  })
})
