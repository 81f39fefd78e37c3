import type { LatchkeyClient, ReadParameters } from '../client/LatchkeyClient.js'
import { readValue } from '../client/readValue.js'
import type { HistoryState } from '../data/createHistoryStore.js'

/** The active account's history as loaded so far. */
export function getHistory(client: LatchkeyClient, parameters?: ReadParameters): HistoryState {
  return readValue(client.values.history, parameters)
}
