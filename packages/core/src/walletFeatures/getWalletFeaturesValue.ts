import { createExternalValue, type ExternalValue } from '../client/createExternalValue.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { defineFeature, type FeatureInstance } from '../features/defineFeature.js'
import { getFeature } from '../features/getFeature.js'
import type { WalletFeature } from '../options/features.js'
import { isSendSupported } from '../send/loadSendMethods.js'
import { getMarketSupport } from '../swap/getMarketSupport.js'
import { getShownWalletFeatures } from './getShownWalletFeatures.js'

// Per client, on the client's features: made when the Account view first asks.
const walletFeatures = defineFeature({
  name: 'walletFeatures',
  create(
    client: LatchkeyClient,
  ): FeatureInstance & { value: ExternalValue<readonly WalletFeature[]> } {
    const market = getMarketSupport(client)
    const account = client.values.account
    const enabled = getShownWalletFeatures(client.options)
    // The same array while the shown features are the same, so React does not loop.
    let last: readonly WalletFeature[] = []
    const read = () => {
      const { namespace } = account.getSnapshot()
      const support = market.getSnapshot()
      const shown = enabled.filter((feature) =>
        feature === 'send'
          ? isSendSupported(client, namespace)
          : feature === 'receive' || support[feature],
      )
      if (shown.join() !== last.join()) last = shown
      return last
    }
    const value = createExternalValue(read, [
      { subscribeAll: (listener) => account.subscribe(listener) },
      { subscribeAll: (listener) => market.subscribe(listener) },
    ])
    return { value }
  },
})

/**
 * The Account view's wallet features in the dapp's order (spec section 2: onramp, swaps,
 * receive, send by default), each only when its feature is on and built (walletFeatureReady),
 * Send only on a namespace it covers, Swap and Buy only on a network with a market; none in
 * basic mode.
 */
export function getWalletFeaturesValue(
  client: LatchkeyClient,
): ExternalValue<readonly WalletFeature[]> {
  return getFeature(client, walletFeatures).value
}
