import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'
import type { LatchkeyEvent } from '../events/LatchkeyEventMap.js'

/** What `watchLastEvent` accepts. */
export type WatchLastEventParameters = {
  /** Called with the new value and the one it replaced. */
  onChange(value: LatchkeyEvent | undefined, previous: LatchkeyEvent | undefined): void
}

/** Calls `onChange` whenever the last event changes. */
export function watchLastEvent(
  client: LatchkeyClient,
  parameters: WatchLastEventParameters,
): Unwatch {
  return client.values.lastEvent.subscribe(parameters.onChange)
}
