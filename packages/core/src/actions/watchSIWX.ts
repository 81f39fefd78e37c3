import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'
import type { SIWXState } from '../siwx/createSIWXStore.js'

/** What `watchSIWX` accepts. */
export type WatchSIWXParameters = {
  /** Called with the new value and the one it replaced. */
  onChange(value: SIWXState, previous: SIWXState): void
}

/** Calls `onChange` whenever the sign-in state changes. */
export function watchSIWX(client: LatchkeyClient, parameters: WatchSIWXParameters): Unwatch {
  return client.values.siwx.subscribe(parameters.onChange)
}
