/** A message as polkadot{.js}'s `signRaw` takes it: the hex (0x…) of its UTF-8 bytes. */
export function toHexMessage(message: string): `0x${string}` {
  const bytes = new TextEncoder().encode(message)
  return `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
