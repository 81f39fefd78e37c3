import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'
import type { WalletFeature } from '../options/features.js'
import { getWalletFeaturesValue } from '../walletFeatures/getWalletFeaturesValue.js'

/** What `watchWalletFeatures` accepts. */
export type WatchWalletFeaturesParameters = {
  /** Called with the new value and the one it replaced. */
  onChange(value: readonly WalletFeature[], previous: readonly WalletFeature[]): void
}

/** Calls `onChange` whenever the wallet features the Account view shows change. */
export function watchWalletFeatures(
  client: LatchkeyClient,
  parameters: WatchWalletFeaturesParameters,
): Unwatch {
  return getWalletFeaturesValue(client).subscribe(parameters.onChange)
}
