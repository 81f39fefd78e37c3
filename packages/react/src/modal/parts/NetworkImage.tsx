import type { CaipNetwork } from '@latchkey/core'
import { NetworkIcon } from '../../icons/NetworkIcon.js'
import { getNetworkMark } from '../../utils/getNetworkMark.js'

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
        <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true">
          <circle cx="20" cy="20" r="20" fill={`hsl(${mark.hue} 58% 38%)`} />
          <text
            x="20"
            y="20"
            dy="0.35em"
            textAnchor="middle"
            fill="#fff"
            fontSize={mark.letters.length > 1 ? 15 : 18}
            fontWeight="700"
            fontFamily="inherit"
          >
            {mark.letters}
          </text>
        </svg>
      ) : (
        <NetworkIcon size={Math.round(size * 0.55)} />
      )}
    </span>
  )
}
