// An orange disc with a white, slightly tilted B crossed by the two strokes of the bitcoin sign.
// Drawn here.
const svg = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
  '<circle cx="32" cy="32" r="32" fill="#f7931a"/>',
  '<g transform="rotate(14 32 32)" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round">',
  '<path d="M23 17h12a7.5 7.5 0 0 1 0 15H23zM23 32h14a7.5 7.5 0 0 1 0 15H23z"/>',
  '<path d="M28 11v6M35 11v6M28 47v6M35 47v6" stroke-linecap="round"/>',
  '</g>',
  '</svg>',
].join('')

/** The Bitcoin networks' icon: an SVG data URI drawn for Latchkey. */
export const bitcoinIcon = `data:image/svg+xml,${encodeURIComponent(svg)}`
