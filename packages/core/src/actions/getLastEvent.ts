import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { LatchkeyEvent } from '../events/LatchkeyEventMap.js'

/** The last analytics or lifecycle event the client sent. */
export function getLastEvent(client: LatchkeyClient): LatchkeyEvent | undefined {
  return client.values.lastEvent.getSnapshot()
}
