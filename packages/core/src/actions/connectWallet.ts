import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { loadClientActions } from '../client/loadClientActions.js'
import { logDebug } from '../client/logDebug.js'
import type { Connector } from '../connectors/Connector.js'

/**
 * Starts connecting the wallet the user picked and returns at once: an installed wallet through
 * its own connector; the WalletConnect entry, or a registry or custom wallet, through a
 * WalletConnect pairing (the picked wallet shown while pairing). Without `wallet`, the last
 * attempt's wallet is tried again ("Try again"), or a plain WalletConnect pairing. How it ends
 * is in `getConnection().attempt`; it never rejects.
 */
export function connectWallet(client: LatchkeyClient, wallet?: Connector): void {
  const picked = wallet ?? client.stores.connection.getState().attempt?.connector
  // The attempt's code comes in the actions' chunk, loaded after the modal's first frame: out of
  // the first load of a page that only shows the modal.
  loadClientActions().then(
    ({ startConnection, connect }) => startConnection(client, picked, connect),
    (error: unknown) => logDebug(client, 'Connection attempt ended', error),
  )
}
