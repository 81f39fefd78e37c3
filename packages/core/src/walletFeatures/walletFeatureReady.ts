import type { WalletFeature } from '../options/features.js'

/**
 * Whether each wallet feature's view is built. A feature's button shows only when its feature
 * is on in the options AND it is ready here: the issue that builds a feature's view (on-ramp,
 * swaps, receive, send) sets it to true in the same change. All four are built.
 */
export const walletFeatureReady: Readonly<Record<WalletFeature, boolean>> = {
  onramp: true,
  swaps: true,
  receive: true,
  send: true,
}
