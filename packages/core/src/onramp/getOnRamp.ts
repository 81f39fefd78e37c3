import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getFeature } from '../features/getFeature.js'
import { type OnRampFeature, onRampFeature } from './onRampFeature.js'

/** The client's Buy form (made on first call): what OnRampProviders and BuyInProgress read and call. */
export function getOnRamp(client: LatchkeyClient): OnRampFeature {
  return getFeature(client, onRampFeature)
}
