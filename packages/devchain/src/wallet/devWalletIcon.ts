// A rounded amber tile with a dark latch: a shackle over a lock body with a keyhole. Drawn here.
const svg = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
  '<rect width="96" height="96" rx="22" fill="#f5a524"/>',
  '<path d="M33 44V33a15 15 0 0 1 30 0v4" fill="none" stroke="#1f2430" stroke-width="8" stroke-linecap="round"/>',
  '<rect x="22" y="42" width="52" height="36" rx="8" fill="#1f2430"/>',
  '<circle cx="48" cy="56" r="6" fill="#f5a524"/>',
  '<rect x="45" y="58" width="6" height="12" rx="3" fill="#f5a524"/>',
  '</svg>',
].join('')

/** The dev wallet's EIP-6963 icon: a square SVG data URI (EIP-6963 asks for 96x96 or more). */
export const devWalletIcon = `data:image/svg+xml,${encodeURIComponent(svg)}`
