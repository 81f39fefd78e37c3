import type { LatchkeyClient, ReadParameters } from '../client/LatchkeyClient.js'
import { readValue } from '../client/readValue.js'
import type { ConnectorsState } from '../stores/createConnectorsStore.js'

/** The wallets the Connect view lists, grouped, with the recent ones. */
export function getConnectors(
  client: LatchkeyClient,
  parameters?: ReadParameters,
): ConnectorsState {
  return readValue(client.values.connectors, parameters)
}
