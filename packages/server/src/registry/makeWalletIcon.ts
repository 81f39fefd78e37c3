import { createHash } from 'node:crypto'

/** Parameters of `makeWalletIcon`. */
export type MakeWalletIconParameters = {
  /** What the icon stands for; its colour is derived from it. */
  name: string
  /**
   * What to draw instead of the initials taken from `name`: a symbol of up to 4 characters whole
   * ('LKSD'), anything longer cut to its first 3 ('ETHER' is 'ETH').
   */
  monogram?: string | undefined
}

// Words that say what every entry is and so tell nothing apart.
const genericWords = new Set(['wallet', 'web3', 'app', 'the'])

/**
 * Draws the icon the project makes for a wallet, network, currency or token: its initials in white
 * on a rounded square whose hue comes from a hash of the name. Same name, same bytes: no logo is
 * copied, and an icon changes only when the name does.
 */
export function makeWalletIcon(parameters: MakeWalletIconParameters): string {
  const { name } = parameters
  const monogram = parameters.monogram ?? initials(name)
  const text = monogram.length <= 4 ? monogram : monogram.slice(0, 3)
  const digest = createHash('sha256').update(name).digest()
  const hue = ((digest[0]! << 8) | digest[1]!) % 360
  const saturation = 55 + (digest[2]! % 20)
  // Darkened until white text on it reaches WCAG's 4.5:1 (greens and yellows need it most).
  let lightness = 30 + (digest[3]! % 10)
  while (lightness > 10 && contrastWithWhite(hslToHex(hue, saturation, lightness)) < 4.5)
    lightness -= 2
  const fontSize = [44, 44, 36, 28, 22][text.length] ?? 22
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<rect width="96" height="96" rx="22" fill="${hslToHex(hue, saturation, lightness)}"/>`,
    `<text x="48" y="48" dy="0.35em" text-anchor="middle" fill="#fff" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="${fontSize}" font-weight="600">`,
    escapeXml(text),
    '</text></svg>',
  ].join('')
}

function initials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  const telling = words.filter((word) => !genericWords.has(word.toLowerCase()))
  const picked = (telling.length > 0 ? telling : words).slice(0, 2)
  const letters = picked.map((word) => [...word][0]!.toUpperCase()).join('')
  return letters || '?'
}

// Hex rather than hsl(): every SVG renderer reads it, not only browsers.
function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100
  const l = lightness / 100
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(0)}${channel(8)}${channel(4)}`
}

function contrastWithWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((index) => {
    const c = Number.parseInt(hex.slice(index, index + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 1.05 / (0.2126 * r! + 0.7152 * g! + 0.0722 * b! + 0.05)
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character]!,
  )
}
