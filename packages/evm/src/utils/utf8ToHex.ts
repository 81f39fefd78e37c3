/** The UTF-8 bytes of `text` as 0x-prefixed hex, the way `personal_sign` takes a message. */
export function utf8ToHex(text: string): string {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return hex
}
