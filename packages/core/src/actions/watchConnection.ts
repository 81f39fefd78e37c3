import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'
import type { ConnectionState } from '../stores/createConnectionStore.js'

/** What `watchConnection` accepts. */
export type WatchConnectionParameters = {
  /** Called with the new value and the one it replaced. */
  onChange(value: ConnectionState, previous: ConnectionState): void
}

/** Calls `onChange` whenever the connection in progress changes. */
export function watchConnection(
  client: LatchkeyClient,
  parameters: WatchConnectionParameters,
): Unwatch {
  return client.values.connection.subscribe(parameters.onChange)
}
