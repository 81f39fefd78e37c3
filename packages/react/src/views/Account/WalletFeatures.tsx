import type { View, WalletFeature } from '@latchkey/core/internal'
import type { ReactNode } from 'react'
import { useLatchkeyContext } from '../../context/LatchkeyContext.js'
import { BuyIcon, ReceiveIcon, SendIcon, SwapIcon } from './featureIcons.js'

// Each feature opens its view; the views come with their own issues and until then show the
// modal's "not available yet" state, with Back to return here.
const features: Record<WalletFeature, { view: View; icon: ReactNode }> = {
  onramp: { view: 'OnRampProviders', icon: <BuyIcon /> },
  swaps: { view: 'Swap', icon: <SwapIcon /> },
  receive: { view: 'WalletReceive', icon: <ReceiveIcon /> },
  send: { view: 'WalletSend', icon: <SendIcon /> },
}

/**
 * The Account view's wallet features in the dapp's order (spec section 2: onramp, swaps,
 * receive, send by default), each only when its feature is on; none in basic mode.
 */
export function WalletFeatures() {
  const { client, strings } = useLatchkeyContext('WalletFeatures')
  const { features: enabled, basic } = client.options
  const shown = enabled.walletFeaturesOrder.filter((feature) => enabled[feature])
  if (basic || shown.length === 0) return null
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
