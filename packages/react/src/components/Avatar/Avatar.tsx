import { getAvatarPattern } from './getAvatarPattern.js'

/** What Avatar draws. */
export type AvatarProps = {
  address: string
  /** The account's profile image (its ENS avatar); the drawn picture when absent. */
  image?: string | undefined
  /** Width and height in CSS pixels; default 24. */
  size?: number
  className?: string
}

/**
 * An account's picture: its profile image, else one drawn from its address; decorative, since
 * the name or address is shown by it.
 */
export function Avatar({ address, image, size = 24, className }: AvatarProps) {
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
      {/* Over the drawn picture, which shows while it loads or if it cannot. */}
      {image && <image href={image} width="5" height="5" />}
    </svg>
  )
}
