import { describe, expect, test } from 'vitest'
import { InvalidCaipNetworkIdError } from '../errors/caip.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

describe('parseCaipNetworkId', () => {
  test('default', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', reference: '1' })
  })

  test('behavior: every supported namespace', () => {
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(parseCaipNetworkId('bip122:000000000019d6689c085ae165831e93').reference).toBe(
      '000000000019d6689c085ae165831e93',
    )
    expect(parseCaipNetworkId('polkadot:91b171bb158e2d3848fa23a9f1c25182').namespace).toBe(
      'polkadot',
    )
  })

  test('behavior: grammar edges are accepted', () => {
    expect(parseCaipNetworkId('abc:a').namespace).toBe('abc')
    expect(parseCaipNetworkId('abcdefgh:x').namespace).toBe('abcdefgh')
    expect(parseCaipNetworkId(`eip155:${'A_-9'.repeat(8)}`).reference).toHaveLength(32)
  })

  test.each([
    '',
    'eip155',
    'eip155:',
    ':1',
    ':',
    'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    'EIP155:1',
    'ei:1',
    'eip155abc:1',
    'eip_155:1',
    `eip155:${'a'.repeat(33)}`,
    'eip155:1 ',
    ' eip155:1',
    'eip155:1.5',
    'eip155:0x/1',
  ])('behavior: malformed %j throws', (input) => {
    expect(() => parseCaipNetworkId(input)).toThrow(InvalidCaipNetworkIdError)
    expect(() => parseCaipNetworkId(input)).toThrow(`Invalid CAIP-2 network id: ${input}`)
  })

  test('behavior: a value that is not a string throws the same error', () => {
    for (const value of [undefined, null, 1, {}])
      expect(() => parseCaipNetworkId(value as never)).toThrow(InvalidCaipNetworkIdError)
  })
})
