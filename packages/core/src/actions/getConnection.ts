import type { LatchkeyClient, ReadParameters } from '../client/LatchkeyClient.js'
import { readValue } from '../client/readValue.js'
import type { ConnectionState } from '../stores/createConnectionStore.js'

/** The connection in progress: its attempt, WalletConnect URI, network switch and wallet request. */
export function getConnection(
  client: LatchkeyClient,
  parameters?: ReadParameters,
): ConnectionState {
  return readValue(client.values.connection, parameters)
}
