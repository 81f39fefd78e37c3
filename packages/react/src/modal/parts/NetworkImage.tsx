import type { CaipNetwork } from '@latchkey/core'
import { NetworkIcon } from '../../icons/NetworkIcon.js'
import { getNetworkMark } from '../../utils/getNetworkMark.js'

// The mark as an SVG image of its own, drawn here: nothing is fetched.
function getMarkImage(letters: string, hue: number): string {
  const size = letters.length > 1 ? 15 : 18
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">` +
    `<circle cx="20" cy="20" r="20" fill="hsl(${hue} 58% 38%)"/>` +
    `<text x="20" y="20" dy="0.35em" text-anchor="middle" fill="#fff" font-size="${size}" ` +
    `font-weight="700" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif">` +
    `${letters.replace(/[<>&"']/g, '')}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/**
 * A network's image: the one its definition names, else a mark drawn for it (its initials on a
 * disc of its own hue: each network looks different, nothing is fetched), or a globe while no
 * network is known. Decorative beside its name.
 */
export function NetworkImage({
  caipNetwork,
  size = 40,
}: {
  caipNetwork: CaipNetwork | undefined
  size?: number
}) {
  const mark = caipNetwork && getNetworkMark(caipNetwork.caipNetworkId, caipNetwork.name)
  return (
    <span
      className="lk-image"
      data-round=""
      data-network-mark={mark && !caipNetwork.imageUrl ? mark.letters : undefined}
      style={{ width: size, height: size }}
    >
      {caipNetwork?.imageUrl ? (
        <img src={caipNetwork.imageUrl} alt="" />
      ) : mark ? (
        // An image, not markup: its letters are no text of the row (its name is the row's).
        <img src={getMarkImage(mark.letters, mark.hue)} alt="" />
      ) : (
        <NetworkIcon size={Math.round(size * 0.55)} />
      )}
    </span>
  )
}
