import { pushView, type View } from '@latchkey/core'
import { getWalletFeatures, type WalletFeature, watchWalletFeatures } from '@latchkey/core/modal'
import type { ReactNode } from 'react'
import { useClientValue } from '../../hooks/useClientValue.js'
import { accountStrings } from '../../i18n/accountStrings.js'
import {
  loadOnRampProviders,
  loadSwap,
  loadWalletReceive,
  loadWalletSend,
} from '../../modal/loadAccountViews.js'
import { prefetchView } from '../../modal/loadView.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { BuyIcon, ReceiveIcon, SendIcon, SwapIcon } from './featureIcons.js'

const features: Record<
  WalletFeature,
  { view: View; icon: ReactNode; load?: (() => Promise<unknown>) | undefined }
> = {
  onramp: { view: 'OnRampProviders', icon: <BuyIcon />, load: loadOnRampProviders },
  swaps: { view: 'Swap', icon: <SwapIcon />, load: loadSwap },
  receive: { view: 'WalletReceive', icon: <ReceiveIcon />, load: loadWalletReceive },
  send: { view: 'WalletSend', icon: <SendIcon />, load: loadWalletSend },
}

/**
 * The Account view's wallet features: core decides which show and in what order
 * (`getWalletFeatures`); this view draws their buttons.
 */
export function WalletFeatures() {
  const { client } = useModalContext('WalletFeatures')
  const strings = useViewStrings('WalletFeatures', accountStrings)
  const shown = useClientValue(client, getWalletFeatures, watchWalletFeatures)
  if (shown.length === 0) return null
  return (
    <div className="lk-features">
      {shown.map((feature) => (
        <button
          key={feature}
          type="button"
          className="lk-feature"
          onClick={() => pushView(client, features[feature].view)}
          onPointerEnter={() => prefetch(features[feature].load)}
          onFocus={() => prefetch(features[feature].load)}
        >
          {features[feature].icon}
          {strings.walletFeatures[feature]}
        </button>
      ))}
    </div>
  )
}

function prefetch(load: (() => Promise<unknown>) | undefined) {
  if (load) prefetchView(load)
}
