const prefix = new TextEncoder().encode('<Bytes>')
const suffix = new TextEncoder().encode('</Bytes>')

const startsWith = (bytes: Uint8Array, part: Uint8Array, at: number) =>
  part.every((byte, index) => bytes[at + index] === byte)

/**
 * The bytes wrapped in `<Bytes>…</Bytes>`, as polkadot{.js} (`u8aWrapBytes`) signs raw data so a
 * signed message can never be a valid extrinsic; bytes already wrapped are left as they are.
 */
export function wrapBytes(bytes: Uint8Array): Uint8Array {
  const wrapped =
    bytes.length >= prefix.length + suffix.length &&
    startsWith(bytes, prefix, 0) &&
    startsWith(bytes, suffix, bytes.length - suffix.length)
  if (wrapped) return bytes
  const result = new Uint8Array(prefix.length + bytes.length + suffix.length)
  result.set(prefix)
  result.set(bytes, prefix.length)
  result.set(suffix, prefix.length + bytes.length)
  return result
}
