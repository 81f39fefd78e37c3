import type { LatchkeyClient, ReadParameters } from '../client/LatchkeyClient.js'
import { readValue } from '../client/readValue.js'
import type { LatchkeyEvent } from '../events/LatchkeyEventMap.js'

/** The last analytics or lifecycle event the client sent. */
export function getLastEvent(
  client: LatchkeyClient,
  parameters?: ReadParameters,
): LatchkeyEvent | undefined {
  return readValue(client.values.lastEvent, parameters)
}
