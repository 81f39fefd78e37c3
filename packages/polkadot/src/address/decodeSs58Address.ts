import { base58 } from '@scure/base'
import { InvalidSs58AddressError } from '../errors/polkadot.js'
import { ss58Checksum } from './ss58Checksum.js'

/** An SS58 address read: its network prefix and the account's public key. */
export type DecodedSs58Address = { prefix: number; publicKey: Uint8Array }

/**
 * Reads an SS58 address (1- or 2-byte prefix, 32- or 33-byte key, 2-byte checksum); throws
 * InvalidSs58AddressError naming what is wrong. With `prefix`, an address of another network fails.
 */
export function decodeSs58Address(address: string, prefix?: number): DecodedSs58Address {
  const fail = (details: string) => new InvalidSs58AddressError({ address, details })
  let bytes: Uint8Array
  try {
    bytes = base58.decode(address)
  } catch {
    throw fail('It is not base58.')
  }
  if (bytes.length === 0) throw fail('It is empty.')
  const first = bytes[0]!
  // A first byte of 64 to 127 starts a 2-byte prefix; 128 and above are reserved.
  if (first > 127) throw fail(`Its first byte (${first}) is reserved.`)
  const prefixLength = first < 64 ? 1 : 2
  const keyLength = bytes.length - prefixLength - 2
  if (keyLength !== 32 && keyLength !== 33)
    throw fail(
      `It holds ${bytes.length} bytes, not a 32- or 33-byte key with its prefix and checksum.`,
    )
  const second = bytes[1]!
  const decodedPrefix =
    prefixLength === 1
      ? first
      : ((first & 0b0011_1111) << 2) | (second >> 6) | ((second & 0b0011_1111) << 8)
  const prefixBytes = bytes.subarray(0, prefixLength)
  const publicKey = bytes.slice(prefixLength, prefixLength + keyLength)
  const checksum = ss58Checksum(prefixBytes, publicKey)
  if (checksum[0] !== bytes[bytes.length - 2] || checksum[1] !== bytes[bytes.length - 1])
    throw fail('Its checksum does not match.')
  if (prefix !== undefined && decodedPrefix !== prefix)
    throw fail(`It is for network prefix ${decodedPrefix}, not ${prefix}.`)
  return { prefix: decodedPrefix, publicKey }
}
