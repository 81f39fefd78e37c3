import type { CaipNetwork } from '@latchkey/core'
import { NetworkIcon } from '../../icons/NetworkIcon.js'

/** A network's image, or a globe; decorative beside its name. */
export function NetworkImage({
  caipNetwork,
  size = 40,
}: {
  caipNetwork: CaipNetwork | undefined
  size?: number
}) {
  return (
    <span className="lk-image" data-round="" style={{ width: size, height: size }}>
      {caipNetwork?.imageUrl ? (
        <img src={caipNetwork.imageUrl} alt="" />
      ) : (
        <NetworkIcon size={Math.round(size * 0.55)} />
      )}
    </span>
  )
}
