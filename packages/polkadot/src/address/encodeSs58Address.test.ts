import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { decodeSs58Address } from './decodeSs58Address.js'
import { encodeSs58Address } from './encodeSs58Address.js'

// Alice's sr25519 key (`//Alice`) and her addresses as the Polkadot wiki and Substrate docs print them.
const alice = Uint8Array.from(
  Buffer.from('d43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d', 'hex'),
)

// Every prefix SS58 can write (46 and 47 are reserved), with the 2-byte ones weighted in.
const prefixes = fc
  .oneof(fc.integer({ min: 0, max: 63 }), fc.integer({ min: 64, max: 16_383 }))
  .filter((prefix) => prefix !== 46 && prefix !== 47)
const keys = fc.oneof(
  fc.uint8Array({ minLength: 32, maxLength: 32 }),
  fc.uint8Array({ minLength: 33, maxLength: 33 }),
)

describe('encodeSs58Address', () => {
  test('default: the published addresses of Alice', () => {
    expect(encodeSs58Address(alice, 42)).toBe('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')
    expect(encodeSs58Address(alice, 0)).toBe('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')
    expect(encodeSs58Address(alice, 2)).toBe('HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F')
  })

  test('behavior: equal to @polkadot/util-crypto for any key and prefix', () => {
    fc.assert(
      fc.property(keys, prefixes, (key, prefix) => {
        expect(encodeSs58Address(key, prefix)).toBe(encodeAddress(key, prefix))
      }),
      { numRuns: 500 },
    )
  })

  test('behavior: decodeSs58Address reads what @polkadot/util-crypto writes', () => {
    fc.assert(
      fc.property(keys, prefixes, (key, prefix) => {
        const decoded = decodeSs58Address(encodeAddress(key, prefix))
        expect(decoded.prefix).toBe(prefix)
        expect(decoded.publicKey).toEqual(decodeAddress(encodeAddress(key, prefix)))
      }),
      { numRuns: 500 },
    )
  })

  test('behavior: a key that is not 32 or 33 bytes is refused', () => {
    expect(() => encodeSs58Address(new Uint8Array(20), 42)).toThrow(
      'A public key has 32 or 33 bytes, not 20.',
    )
  })

  test('behavior: a prefix SS58 cannot write is refused', () => {
    for (const prefix of [-1, 46, 47, 16_384, 1.5])
      expect(() => encodeSs58Address(alice, prefix)).toThrow(`Invalid SS58 prefix: ${prefix}`)
  })
})
