import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getFeature } from '../features/getFeature.js'
import { type SendFeature, sendFeature } from './sendFeature.js'

/** The client's Send form (made on first call): what the Send views read and call. */
export function getSend(client: LatchkeyClient): SendFeature {
  return getFeature(client, sendFeature)
}
