const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Bitcoin-alphabet base58 to bytes, or undefined for a character outside it. Written here (a few
 * lines with BigInt) for the one decode the adapter's entry needs, comparing addresses: @scure/base
 * keeps every codec it defines in a bundle (3.8 KB gzip), so it loads only in the lazy chunks.
 */
export function decodeBase58(text: string): Uint8Array | undefined {
  let value = 0n
  for (const character of text) {
    const digit = alphabet.indexOf(character)
    if (digit < 0) return undefined
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  for (; value > 0n; value >>= 8n) bytes.push(Number(value & 0xffn))
  // Each leading '1' is a leading zero byte.
  for (let index = 0; index < text.length && text[index] === '1'; index += 1) bytes.push(0)
  return Uint8Array.from(bytes.reverse())
}
