import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'
import { getSendStore } from './getSendStore.js'
import type { SendState } from './SendState.js'

/** What `watchSendState` accepts. */
export type WatchSendStateParameters = {
  /** Called with the new state and the one it replaced. */
  onChange(state: SendState, previous: SendState): void
}

/** Calls `onChange` whenever the client's Send form changes. */
export function watchSendState(
  client: LatchkeyClient,
  parameters: WatchSendStateParameters,
): Unwatch {
  return getSendStore(client).state.subscribe((state) => state, parameters.onChange)
}
