import {
  getMarketSupport,
  isSendSupported,
  pushView,
  type View,
  type WalletFeature,
} from '@latchkey/core/internal'
import type { ReactNode } from 'react'
import { useExternalValue } from '../../hooks/useExternalValue.js'
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
import { walletFeatureReady } from './walletFeatureReady.js'

const features: Record<
  WalletFeature,
  { view: View; icon: ReactNode; load?: (() => Promise<unknown>) | undefined }
> = {
  onramp: { view: 'OnRampProviders', icon: <BuyIcon />, load: loadOnRampProviders },
  swaps: { view: 'Swap', icon: <SwapIcon />, load: loadSwap },
  receive: { view: 'WalletReceive', icon: <ReceiveIcon />, load: loadWalletReceive },
  send: { view: 'WalletSend', icon: <SendIcon />, load: loadWalletSend },
}

/** The features whose buttons show: on in the options, in their order, and built. */
export function getShownWalletFeatures(
  options: {
    basic: boolean
    features: Record<WalletFeature, boolean> & { walletFeaturesOrder: readonly WalletFeature[] }
  },
  ready: Readonly<Record<WalletFeature, boolean>> = walletFeatureReady,
): WalletFeature[] {
  if (options.basic) return []
  const { features: enabled } = options
  return enabled.walletFeaturesOrder.filter((feature) => enabled[feature] && ready[feature])
}

/**
 * The Account view's wallet features in the dapp's order (spec section 2: onramp, swaps,
 * receive, send by default), each only when its feature is on and works (walletFeatureReady),
 * Send only on a namespace it covers, Swap and Buy only on a network with a market (eip155,
 * served by the data API); none in basic mode.
 */
export function WalletFeatures() {
  const { client } = useModalContext('WalletFeatures')
  const strings = useViewStrings('WalletFeatures', accountStrings)
  const { namespace } = useExternalValue(client.values.account)
  const market = useExternalValue(getMarketSupport(client))
  const shown = getShownWalletFeatures(client.options).filter((feature) =>
    feature === 'send'
      ? isSendSupported(client, namespace)
      : feature === 'receive' || market[feature],
  )
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
