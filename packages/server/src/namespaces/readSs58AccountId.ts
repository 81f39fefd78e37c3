import { createHash } from 'node:crypto'
import { base58 } from '@scure/base'

const checksumPrefix = new TextEncoder().encode('SS58PRE')

/**
 * The 32-byte account id an SS58 address of any network prefix stands for, its checksum checked
 * (the first two bytes of blake2b-512 over 'SS58PRE', the prefix and the id); undefined for
 * anything else, short account indices and raw hex keys included. Small and synchronous, so the
 * server reads addresses without loading @polkadot/util-crypto (a second to import), which the
 * tests check it against.
 */
export function readSs58AccountId(value: string): Uint8Array | undefined {
  if (!/^[1-9A-HJ-NP-Za-km-z]{46,50}$/.test(value)) return undefined
  let bytes: Uint8Array
  try {
    bytes = base58.decode(value)
  } catch {
    return undefined
  }
  // Prefixes 0 to 63 take one byte; 64 to 16383 two, their first byte from 64 to 127.
  const first = bytes[0] ?? 0xff
  const prefixLength = first < 64 ? 1 : first < 128 ? 2 : 0
  if (prefixLength === 0 || bytes.length !== prefixLength + 34) return undefined
  const body = bytes.subarray(0, prefixLength + 32)
  const hash = createHash('blake2b512').update(checksumPrefix).update(body).digest()
  if (hash[0] !== bytes[prefixLength + 32] || hash[1] !== bytes[prefixLength + 33]) return undefined
  return bytes.slice(prefixLength, prefixLength + 32)
}
