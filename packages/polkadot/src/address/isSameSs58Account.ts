import { decodeBase58 } from './decodeBase58.js'

// The account id inside an SS58 string: the bytes between the 1- or 2-byte prefix and the
// 2-byte checksum (no checksum check: this only compares, decodeSs58Address validates).
function accountIdOf(address: string): string | undefined {
  const bytes = decodeBase58(address)
  if (!bytes) return undefined
  const start = (bytes[0] ?? 255) < 64 ? 1 : 2
  const id = bytes.subarray(start, bytes.length - 2)
  return id.length === 32 || id.length === 33 ? id.join() : undefined
}

/** Whether two SS58 addresses name the same account, whatever network prefix each is written in. */
export function isSameSs58Account(a: string, b: string): boolean {
  if (a === b) return true
  const first = accountIdOf(a)
  return first !== undefined && first === accountIdOf(b)
}
