import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'
import type { HistoryState } from '../data/createHistoryStore.js'

/** What `watchHistory` accepts. */
export type WatchHistoryParameters = {
  /** Called with the new value and the one it replaced. */
  onChange(value: HistoryState, previous: HistoryState): void
}

/** Calls `onChange` whenever the history changes. */
export function watchHistory(client: LatchkeyClient, parameters: WatchHistoryParameters): Unwatch {
  return client.values.history.subscribe(parameters.onChange)
}
