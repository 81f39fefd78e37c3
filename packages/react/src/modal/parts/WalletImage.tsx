import type { Connector } from '@latchkey/core'
import { WalletIcon } from '../../icons/icons.js'

/** A wallet's image (its announced icon), or a generic wallet; decorative beside its name. */
export function WalletImage({ connector }: { connector: Pick<Connector, 'imageUrl'> | undefined }) {
  return (
    <span className="lk-image">
      {connector?.imageUrl ? <img src={connector.imageUrl} alt="" /> : <WalletIcon size={22} />}
    </span>
  )
}
