import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { ConnectorsState } from '../stores/createConnectorsStore.js'

/** The wallets to offer: discovered, listed and recent, in the Connect view's groups. */
export function getConnectors(client: LatchkeyClient): ConnectorsState {
  return client.getConnectors()
}
