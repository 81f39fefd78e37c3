import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'
import type { ConnectorsState } from '../stores/createConnectorsStore.js'

/** What `watchConnectors` accepts. */
export type WatchConnectorsParameters = {
  /** Called with the new value and the one it replaced. */
  onChange(value: ConnectorsState, previous: ConnectorsState): void
}

/** Calls `onChange` whenever the connectors changes. */
export function watchConnectors(
  client: LatchkeyClient,
  parameters: WatchConnectorsParameters,
): Unwatch {
  return client.values.connectors.subscribe(parameters.onChange)
}
