// Small marks of our own for each provider (a letter or a simple shape in a tile): recognisable,
// not the providers' brand assets.

const marks: Record<string, { fill: string; fg: string; content: string }> = {
  google: { fill: '#ffffff', fg: '#4285f4', content: 'G' },
  facebook: { fill: '#1877f2', fg: '#ffffff', content: 'f' },
  x: { fill: '#000000', fg: '#ffffff', content: 'X' },
  discord: { fill: '#5865f2', fg: '#ffffff', content: 'D' },
}

/** The mark of `provider`, 24 px, for its login button. */
export function SocialIcon({ provider }: { provider: string }) {
  // GitHub's mark is a shape, not letters: letters would have to be part of the button's name
  // ('Continue with GitHub'), which axe checks (label-content-name-mismatch).
  if (provider === 'github')
    return (
      <svg className="lk-social-mark" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <rect width="24" height="24" rx="6" fill="#24292f" />
        <circle cx="12" cy="12" r="6.5" stroke="#ffffff" strokeWidth="2" fill="none" />
        <circle cx="12" cy="12" r="2" fill="#ffffff" />
      </svg>
    )
  if (provider === 'apple')
    return (
      <svg className="lk-social-mark" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <rect width="24" height="24" rx="6" fill="#000000" />
        <circle cx="12" cy="14" r="5.5" fill="#ffffff" />
        <path d="M12.5 8.2c.3-1.8 1.5-2.8 3-3" stroke="#ffffff" strokeWidth="1.6" fill="none" />
      </svg>
    )
  // Farcaster's arch, as a shape (see GitHub's).
  if (provider === 'farcaster')
    return (
      <svg className="lk-social-mark" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <rect width="24" height="24" rx="6" fill="#7c65c1" />
        <path d="M6 6h12v12h-2.5v-5a3.5 3.5 0 0 0-7 0v5H6z" fill="#ffffff" />
      </svg>
    )
  const mark = marks[provider] ?? { fill: '#888888', fg: '#ffffff', content: '?' }
  return (
    <svg className="lk-social-mark" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <rect width="24" height="24" rx="6" fill={mark.fill} stroke="#0002" />
      <text
        x="12"
        y="16.5"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontWeight="700"
        fontSize={mark.content.length > 1 ? 11 : 14}
        fill={mark.fg}
      >
        {mark.content}
      </text>
    </svg>
  )
}
