// Polkadot's mark drawn small: a pink disc with six dots around a centre, as the network's icon.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#E6007A"/><g fill="#fff"><ellipse cx="32" cy="14" rx="8" ry="5"/><ellipse cx="32" cy="50" rx="8" ry="5"/><ellipse cx="16.4" cy="23" rx="8" ry="5" transform="rotate(-60 16.4 23)"/><ellipse cx="47.6" cy="23" rx="8" ry="5" transform="rotate(60 47.6 23)"/><ellipse cx="16.4" cy="41" rx="8" ry="5" transform="rotate(60 16.4 41)"/><ellipse cx="47.6" cy="41" rx="8" ry="5" transform="rotate(-60 47.6 41)"/></g></svg>'

/** The icon of Polkadot networks: an inline SVG data URI (no request, no third-party host). */
export const polkadotImageUrl = `data:image/svg+xml,${encodeURIComponent(svg)}`
