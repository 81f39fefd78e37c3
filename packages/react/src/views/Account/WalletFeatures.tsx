import type { View, WalletFeature } from '@latchkey/core/internal'
import type { ReactNode } from 'react'
import { useLatchkeyContext } from '../../context/LatchkeyContext.js'
import { BuyIcon, ReceiveIcon, SendIcon, SwapIcon } from './featureIcons.js'
import { walletFeatureReady } from './walletFeatureReady.js'

const features: Record<WalletFeature, { view: View; icon: ReactNode }> = {
  onramp: { view: 'OnRampProviders', icon: <BuyIcon /> },
  swaps: { view: 'Swap', icon: <SwapIcon /> },
  receive: { view: 'WalletReceive', icon: <ReceiveIcon /> },
  send: { view: 'WalletSend', icon: <SendIcon /> },
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
 * receive, send by default), each only when its feature is on and works (walletFeatureReady);
 * none in basic mode.
 */
export function WalletFeatures() {
  const { client, strings } = useLatchkeyContext('WalletFeatures')
  const shown = getShownWalletFeatures(client.options)
  if (shown.length === 0) return null
  return (
    <div className="lk-features">
      {shown.map((feature) => (
        <button
          key={feature}
          type="button"
          className="lk-feature"
          onClick={() => client.router.push(features[feature].view)}
        >
          {features[feature].icon}
          {strings.walletFeatures[feature]}
        </button>
      ))}
    </div>
  )
}
