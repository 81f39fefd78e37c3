import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { ConnectionState } from '../stores/createConnectionStore.js'

/** The connection state: status, the last attempt and how it ended, disconnecting, the pairing URI. */
export function getConnection(client: LatchkeyClient): ConnectionState {
  return client.getConnection()
}
