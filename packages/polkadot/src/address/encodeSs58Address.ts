import { base58 } from '@scure/base'
import { InvalidSs58AddressError, InvalidSs58PrefixError } from '../errors/polkadot.js'
import { ss58Checksum } from './ss58Checksum.js'

// SS58 written small (@scure/base and @noble/hashes' blake2b) because @polkadot/util-crypto's
// `encodeAddress` would bring hundreds of KB (its WASM crypto included) into the widget; the tests
// check this against it.

/** The bytes of an SS58 prefix: one below 64, two (14 bits, the Substrate layout) up to 16383. */
function ss58PrefixBytes(prefix: number): Uint8Array {
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 16_383 || prefix === 46 || prefix === 47)
    throw new InvalidSs58PrefixError({ prefix })
  if (prefix < 64) return Uint8Array.of(prefix)
  return Uint8Array.of(
    ((prefix & 0b1111_1100) >> 2) | 0b0100_0000,
    (prefix >> 8) | ((prefix & 0b11) << 6),
  )
}

/** The SS58 address of a 32-byte (sr25519, ed25519) or 33-byte (ecdsa) public key under `prefix`. */
export function encodeSs58Address(publicKey: Uint8Array, prefix: number): string {
  if (publicKey.length !== 32 && publicKey.length !== 33)
    throw new InvalidSs58AddressError({
      address: `0x${[...publicKey].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`,
      details: `A public key has 32 or 33 bytes, not ${publicKey.length}.`,
    })
  const prefixBytes = ss58PrefixBytes(prefix)
  const bytes = new Uint8Array(prefixBytes.length + publicKey.length + 2)
  bytes.set(prefixBytes)
  bytes.set(publicKey, prefixBytes.length)
  bytes.set(ss58Checksum(prefixBytes, publicKey), prefixBytes.length + publicKey.length)
  return base58.encode(bytes)
}
