import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'
import type { EmbeddedState } from './EmbeddedState.js'
import { getEmbeddedSource } from './getEmbeddedSource.js'

/** What `watchEmbeddedState` accepts. */
export type WatchEmbeddedStateParameters = {
  /** Called with the new state and the one it replaced. */
  onChange(state: EmbeddedState, previous: EmbeddedState): void
}

/** Calls `onChange` whenever the client's email login or approval state changes (never without the embedded wallet). */
export function watchEmbeddedState(
  client: LatchkeyClient,
  parameters: WatchEmbeddedStateParameters,
): Unwatch {
  const state = getEmbeddedSource(client)?.state
  return state ? state.subscribe((value) => value, parameters.onChange) : () => {}
}
