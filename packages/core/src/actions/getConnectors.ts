import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { ConnectorsState } from '../stores/createConnectorsStore.js'

/** The wallets the Connect view lists, grouped, with the recent ones. */
export function getConnectors(client: LatchkeyClient): ConnectorsState {
  return client.values.connectors.getSnapshot()
}
