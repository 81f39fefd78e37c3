/** A network's generated mark: the letters it shows and the hue of its disc. */
export type NetworkMark = { letters: string; hue: number }

/**
 * The mark drawn for a network that has no image, from its id and name alone (nothing fetched):
 * the first word's initial and either the trailing number ('Latchkey Devnet 2' is 'L2') or the
 * second word's initial ('Latchkey Devnet' is 'LD', 'Solana' is 'S'), on a disc whose hue comes
 * from the CAIP-2 id, so two networks of one name family still differ in colour.
 */
export function getNetworkMark(caipNetworkId: string, name: string): NetworkMark {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.[0] ?? '?'
  const last = words[words.length - 1] ?? ''
  const second =
    words.length > 1 && /^\d+$/.test(last) ? last.slice(0, 2) : words.length > 1 ? words[1]![0] : ''
  // FNV-1a over the id: a stable, well-spread hue.
  let hash = 0x811c9dc5
  for (let index = 0; index < caipNetworkId.length; index++) {
    hash ^= caipNetworkId.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return { letters: `${first}${second ?? ''}`.toUpperCase(), hue: hash % 360 }
}
