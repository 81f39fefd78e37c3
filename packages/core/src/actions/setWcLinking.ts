import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { WcLinking } from '../stores/createConnectionStore.js'

/**
 * Records the deep link the user followed to a wallet during a WalletConnect connection: once
 * connected it is stored (requests open the same wallet) and the connection counts as 'mobile'.
 */
export function setWcLinking(client: LatchkeyClient, linking: WcLinking): void {
  client.stores.connection.setWcLinking(linking)
}
