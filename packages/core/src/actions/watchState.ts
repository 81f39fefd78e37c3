import type { LatchkeyState } from '../client/createSources.js'
import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'

/** What `watchState` accepts. */
export type WatchStateParameters = {
  /** Called with the new value and the one it replaced. */
  onChange(value: LatchkeyState, previous: LatchkeyState): void
}

/** Calls `onChange` whenever the modal's state changes. */
export function watchState(client: LatchkeyClient, parameters: WatchStateParameters): Unwatch {
  return client.values.state.subscribe(parameters.onChange)
}
