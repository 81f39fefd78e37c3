import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { ConnectionState } from '../stores/createConnectionStore.js'

/** The connection in progress: its attempt, WalletConnect URI, network switch and wallet request. */
export function getConnection(client: LatchkeyClient): ConnectionState {
  return client.values.connection.getSnapshot()
}
