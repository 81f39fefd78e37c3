import { useMemo } from 'react'
import { encode } from 'uqr'

/** What a QR code shows. */
export type QrCodeProps = {
  value: string
  /** The accessible name of the image. */
  label: string
  /** An image for the centre (a wallet's icon); the code then carries more error correction. */
  image?: string | undefined
}

// Modules of light margin drawn around the code (the container's white padding adds more).
const margin = 2

/**
 * A QR code drawn as one SVG path, dark on white whatever the theme (scanners need contrast).
 * With an image, the modules under it are left out: error correction H restores up to 30%,
 * and the image covers about 5% of the code.
 */
export function QrCode({ value, label, image }: QrCodeProps) {
  const { size, path, logo } = useMemo(() => {
    const { size, data } = encode(value, { ecc: image ? 'H' : 'M', border: 0 })
    // An odd number of modules, so the cleared square sits on the centre module.
    const logo = image ? Math.ceil(size * 0.22) | 1 : 0
    const from = (size - logo) / 2
    const covered = (x: number, y: number) =>
      logo > 0 && x >= from && x < from + logo && y >= from && y < from + logo
    let path = ''
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark && !covered(x, y)) path += `M${x} ${y}h1v1h-1z`
      })
    })
    return { size, path, logo }
  }, [value, image])
  const full = size + margin * 2
  const from = (size - logo) / 2
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-margin} ${-margin} ${full} ${full}`}
      shapeRendering="crispEdges"
      data-qr-modules={size}
    >
      <rect x={-margin} y={-margin} width={full} height={full} fill="#fff" />
      <path d={path} fill="#000" />
      {image && (
        <image
          href={image}
          x={from + 0.5}
          y={from + 0.5}
          width={logo - 1}
          height={logo - 1}
          preserveAspectRatio="xMidYMid meet"
        />
      )}
    </svg>
  )
}
