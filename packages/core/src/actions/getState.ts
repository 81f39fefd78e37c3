import type { LatchkeyState } from '../client/createSources.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'

/** The modal's state: open, loading, the active namespace and network, initialized, closable. */
export function getState(client: LatchkeyClient): LatchkeyState {
  return client.values.state.getSnapshot()
}
