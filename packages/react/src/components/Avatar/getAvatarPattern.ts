/** A blocky 5×5 picture drawn from an address: a background and two colors of cells. */
export type AvatarPattern = {
  background: string
  /** SVG path data of the cells in the main color, in a 5×5 viewBox. */
  main: string
  /** SVG path data of the cells in the spot color. */
  spot: string
  mainColor: string
  spotColor: string
}

const size = 5

/**
 * Draws the same picture for the same address every time (case-insensitive), mirrored left
 * to right like a face, so people can tell accounts apart at a glance. No library: a string
 * hash seeds a small xorshift generator.
 */
export function getAvatarPattern(address: string): AvatarPattern {
  // FNV-1a over the lower-cased address.
  let seed = 0x811c9dc5
  for (const character of address.toLowerCase()) {
    seed ^= character.charCodeAt(0)
    seed = Math.imul(seed, 0x01000193)
  }
  const next = () => {
    seed ^= seed << 13
    seed ^= seed >>> 17
    seed ^= seed << 5
    return (seed >>> 0) / 0x100000000
  }
  const color = (lightness: number) =>
    `hsl(${Math.floor(next() * 360)} ${55 + Math.floor(next() * 30)}% ${lightness}%)`
  const background = color(88)
  const mainColor = color(50)
  const spotColor = color(30)

  let main = ''
  let spot = ''
  for (let y = 0; y < size; y++)
    for (let x = 0; x < Math.ceil(size / 2); x++) {
      const pick = next()
      if (pick < 0.4) continue
      const cells = x === size - 1 - x ? [x] : [x, size - 1 - x]
      const path = cells.map((column) => `M${column} ${y}h1v1h-1z`).join('')
      if (pick < 0.85) main += path
      else spot += path
    }
  return { background, main, spot, mainColor, spotColor }
}
