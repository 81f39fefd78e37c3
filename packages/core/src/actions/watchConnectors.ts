import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'
import type { ConnectorsState } from '../stores/createConnectorsStore.js'

/** What `watchConnectors` accepts. */
export type WatchConnectorsParameters = {
  /** Called with the new value and the one it replaced. */
  onChange(value: ConnectorsState, previous: ConnectorsState): void
}

/** Calls `onChange` whenever the wallets to offer change. */
export function watchConnectors(
  client: LatchkeyClient,
  parameters: WatchConnectorsParameters,
): Unwatch {
  return client.watchConnectors(parameters.onChange)
}
