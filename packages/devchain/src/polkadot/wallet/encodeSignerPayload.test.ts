import { bnToU8a, compactToU8a, hexToU8a, u8aConcat, u8aToHex } from '@polkadot/util'
import { blake2AsU8a } from '@polkadot/util-crypto'
import { describe, expect, test } from 'vitest'
import { encodeSignerPayload, type SignerPayload } from './encodeSignerPayload.js'

// A balances.transferKeepAlive call's bytes and the rest of a SignerPayloadJSON as polkadot{.js}
// hands it to an extension (hex numbers).
const payload: SignerPayload = {
  method: '0x0503008eaf04151687736326c9fea17e25fc5287613693c912909cb226aa4794f26a480b00407a10f35a',
  era: '0xf502',
  nonce: '0x00000007',
  tip: '0x00000000000000000000000000000064',
  specVersion: '0x000f4240',
  transactionVersion: '0x0000001a',
  genesisHash: `0x${'91'.repeat(32)}`,
  blockHash: `0x${'ab'.repeat(32)}`,
}

// The same payload laid out with @polkadot/util's SCALE helpers: call, era, nonce, tip, then
// spec version, transaction version, genesis hash and block hash.
const expected = (extra: Uint8Array[] = [], implicit: Uint8Array[] = []) =>
  u8aConcat(
    hexToU8a(payload.method),
    hexToU8a(payload.era),
    compactToU8a(7),
    compactToU8a(100),
    ...extra,
    bnToU8a(1_000_000, { bitLength: 32 }),
    bnToU8a(26, { bitLength: 32 }),
    hexToU8a(payload.genesisHash),
    hexToU8a(payload.blockHash),
    ...implicit,
  )

describe('encodeSignerPayload', () => {
  test('default: the classic signed extensions', () => {
    expect(u8aToHex(encodeSignerPayload(payload))).toBe(u8aToHex(expected()))
  })

  test('parameters: signedExtensions with CheckMetadataHash (mode 0, no hash)', () => {
    const signedExtensions = [
      'CheckNonZeroSender',
      'CheckSpecVersion',
      'CheckTxVersion',
      'CheckGenesis',
      'CheckMortality',
      'CheckNonce',
      'CheckWeight',
      'ChargeTransactionPayment',
      'CheckMetadataHash',
    ]
    expect(u8aToHex(encodeSignerPayload({ ...payload, signedExtensions }))).toBe(
      u8aToHex(expected([Uint8Array.of(0)], [Uint8Array.of(0)])),
    )
  })

  test('behavior: a payload over 256 bytes is signed as its blake2b-256', () => {
    const long = { ...payload, method: `0x${'00'.repeat(300)}` }
    const bytes = u8aConcat(
      hexToU8a(long.method),
      expected().subarray(hexToU8a(payload.method).length),
    )
    expect(u8aToHex(encodeSignerPayload(long))).toBe(u8aToHex(blake2AsU8a(bytes, 256)))
  })

  test('behavior: an unknown extension or a bad field is refused', () => {
    expect(() => encodeSignerPayload({ ...payload, signedExtensions: ['CheckSomething'] })).toThrow(
      'Unknown signed extension CheckSomething',
    )
    expect(() => encodeSignerPayload({ ...payload, genesisHash: '0x1234' })).toThrow(
      'genesisHash is not 32 bytes',
    )
    expect(() => encodeSignerPayload({ ...payload, nonce: 'seven' })).toThrow(
      'nonce is not a number',
    )
  })
})
