import { blake2b } from '@noble/hashes/blake2b'

// The SS58 checksum is keyed by this context string, so a base58 string of another format fails it.
const context = new TextEncoder().encode('SS58PRE')

/** The 2-byte SS58 checksum of a prefix's bytes and a public key (32- and 33-byte keys). */
export function ss58Checksum(prefixBytes: Uint8Array, publicKey: Uint8Array): Uint8Array {
  const input = new Uint8Array(context.length + prefixBytes.length + publicKey.length)
  input.set(context)
  input.set(prefixBytes, context.length)
  input.set(publicKey, context.length + prefixBytes.length)
  return blake2b(input, { dkLen: 64 }).subarray(0, 2)
}
