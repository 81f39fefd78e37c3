import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'
import type { ConnectorGroup } from '../connectors/getConnectorGroups.js'
import { getOrderedConnectorGroupsValue } from '../connectors/getOrderedConnectorGroupsValue.js'

/** What `watchOrderedConnectorGroups` accepts. */
export type WatchOrderedConnectorGroupsParameters = {
  /** Called with the new value and the one it replaced. */
  onChange(value: readonly ConnectorGroup[], previous: readonly ConnectorGroup[]): void
}

/** Calls `onChange` whenever the Connect view's groups, ordered for the device, change. */
export function watchOrderedConnectorGroups(
  client: LatchkeyClient,
  parameters: WatchOrderedConnectorGroupsParameters,
): Unwatch {
  return getOrderedConnectorGroupsValue(client).subscribe(parameters.onChange)
}
