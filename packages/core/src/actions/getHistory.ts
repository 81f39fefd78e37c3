import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { HistoryState } from '../data/createHistoryStore.js'

/** The active account's history as loaded so far. */
export function getHistory(client: LatchkeyClient): HistoryState {
  return client.values.history.getSnapshot()
}
