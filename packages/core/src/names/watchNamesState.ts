import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'
import { getNamesStore } from './getNamesStore.js'
import type { NamesState } from './NamesState.js'

/** What `watchNamesState` accepts. */
export type WatchNamesStateParameters = {
  /** Called with the new state and the one it replaced. */
  onChange(state: NamesState, previous: NamesState): void
}

/** Calls `onChange` whenever the client's name registration state changes. */
export function watchNamesState(
  client: LatchkeyClient,
  parameters: WatchNamesStateParameters,
): Unwatch {
  return getNamesStore(client).state.subscribe((state) => state, parameters.onChange)
}
