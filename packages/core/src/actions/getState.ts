import type { LatchkeyState } from '../client/createSources.js'
import type { LatchkeyClient, ReadParameters } from '../client/LatchkeyClient.js'
import { readValue } from '../client/readValue.js'

/** The modal's state: open, loading, the active namespace and network, initialized, closable. */
export function getState(client: LatchkeyClient, parameters?: ReadParameters): LatchkeyState {
  return readValue(client.values.state, parameters)
}
