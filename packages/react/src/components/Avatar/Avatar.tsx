import { getAvatarPattern } from './getAvatarPattern.js'

/** What Avatar draws. */
export type AvatarProps = {
  address: string
  /** Width and height in CSS pixels; default 24. */
  size?: number
  className?: string
}

/** An account's picture, drawn from its address; decorative, since the address is shown by it. */
export function Avatar({ address, size = 24, className }: AvatarProps) {
  const pattern = getAvatarPattern(address)
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className}
      width={size}
      height={size}
      viewBox="0 0 5 5"
      shapeRendering="crispEdges"
      style={{ borderRadius: '50%', flex: 'none', display: 'block' }}
    >
      <rect width="5" height="5" fill={pattern.background} />
      <path d={pattern.main} fill={pattern.mainColor} />
      <path d={pattern.spot} fill={pattern.spotColor} />
    </svg>
  )
}
