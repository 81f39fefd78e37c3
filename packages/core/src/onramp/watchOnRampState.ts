import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'
import { getOnRampStore } from './getOnRampStore.js'
import type { OnRampState } from './OnRampState.js'

/** What `watchOnRampState` accepts. */
export type WatchOnRampStateParameters = {
  /** Called with the new state and the one it replaced. */
  onChange(state: OnRampState, previous: OnRampState): void
}

/** Calls `onChange` whenever the client's Buy form or its purchase changes. */
export function watchOnRampState(
  client: LatchkeyClient,
  parameters: WatchOnRampStateParameters,
): Unwatch {
  return getOnRampStore(client).state.subscribe((state) => state, parameters.onChange)
}
