import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getFeature } from '../features/getFeature.js'
import { type SwapFeature, swapFeature } from './swapFeature.js'

/** The client's Swap form (made on first call): what the Swap views read and call. */
export function getSwap(client: LatchkeyClient): SwapFeature {
  return getFeature(client, swapFeature)
}
