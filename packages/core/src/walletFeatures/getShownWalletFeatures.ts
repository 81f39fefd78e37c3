import type { WalletFeature } from '../options/features.js'
import { walletFeatureReady } from './walletFeatureReady.js'

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
