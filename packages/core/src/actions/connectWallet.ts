import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { loadClientActions } from '../client/loadClientActions.js'
import { logDebug } from '../client/logDebug.js'
import type { Connector } from '../connectors/Connector.js'
import { connectorIds } from '../connectors/connectorIds.js'

/**
 * Starts connecting the wallet the user picked and returns at once: an installed wallet through
 * its own connector; the WalletConnect entry, or a registry or custom wallet, through a
 * WalletConnect pairing (the picked wallet shown while pairing). Without `wallet`, the last
 * attempt's wallet is tried again ("Try again"), or a plain WalletConnect pairing. How it ends
 * is in `getConnection().attempt`; it never rejects.
 */
export function connectWallet(client: LatchkeyClient, wallet?: Connector): void {
  const picked = wallet ?? client.stores.connection.getState().attempt?.connector
  const pairing = !picked || picked.type === 'WALLET_CONNECT'
  // `connect` comes in the actions' chunk, loaded after the modal's first frame: out of the
  // first load of a page that only shows the modal.
  const started = loadClientActions().then(({ connect }) =>
    pairing
      ? connect(client, {
          connectorId: connectorIds.walletConnect,
          wallet: picked && picked.id !== connectorIds.walletConnect ? picked : undefined,
        })
      : connect(client, { connectorId: picked.id }),
  )
  // The outcome is state (the attempt, shown to the visitor); the rejection is for callers of
  // `connect` itself. A declined, cancelled or failed attempt, or one a newer pairing replaced,
  // is no problem of the page's: only what the attempt could not record (the actions' chunk
  // not loading, an unknown wallet) is logged.
  started.catch((error: unknown) => {
    const recorded = client.stores.connection.getState().attempt?.error === error
    // By name: importing the class would split WalletConnect's errors out of their chunk into
    // a file of the first load's.
    const replaced = error instanceof Error && error.name === 'WalletConnectPairingReplacedError'
    if (recorded || replaced) return
    logDebug(client, 'Connection attempt ended', error)
  })
}
