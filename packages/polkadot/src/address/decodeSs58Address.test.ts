import { base58 } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { decodeSs58Address } from './decodeSs58Address.js'

const aliceHex = 'd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d'
const alice42 = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'

describe('decodeSs58Address', () => {
  test('default', () => {
    const { prefix, publicKey } = decodeSs58Address(alice42)
    expect(prefix).toBe(42)
    expect(Buffer.from(publicKey).toString('hex')).toBe(aliceHex)
  })

  test('parameters: prefix', () => {
    expect(decodeSs58Address('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5', 0).prefix).toBe(0)
    expect(() => decodeSs58Address(alice42, 0)).toThrow('It is for network prefix 42, not 0.')
  })

  test('behavior: a changed character fails the checksum', () => {
    const changed = `${alice42.slice(0, 10)}${alice42[10] === 'a' ? 'b' : 'a'}${alice42.slice(11)}`
    expect(() => decodeSs58Address(changed)).toThrow('Its checksum does not match.')
  })

  test('behavior: not base58, a wrong length, a reserved first byte', () => {
    expect(() => decodeSs58Address('0xd43593c7')).toThrow('It is not base58.')
    expect(() => decodeSs58Address('')).toThrow('It is empty.')
    expect(() => decodeSs58Address(alice42.slice(0, 20))).toThrow(/not a 32- or 33-byte key/)
    expect(() => decodeSs58Address(base58.encode(new Uint8Array(35).fill(200)))).toThrow(
      'Its first byte (200) is reserved.',
    )
  })
})
