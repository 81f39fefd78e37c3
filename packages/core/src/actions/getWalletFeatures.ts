import type { LatchkeyClient, ReadParameters } from '../client/LatchkeyClient.js'
import { readValue } from '../client/readValue.js'
import type { WalletFeature } from '../options/features.js'
import { getWalletFeaturesValue } from '../walletFeatures/getWalletFeaturesValue.js'

/** The wallet features whose buttons the Account view shows, in the dapp's order. */
export function getWalletFeatures(
  client: LatchkeyClient,
  parameters?: ReadParameters,
): readonly WalletFeature[] {
  return readValue(getWalletFeaturesValue(client), parameters)
}
