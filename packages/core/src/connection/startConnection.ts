import type { connect as Connect } from '../actions/connect.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import type { Connector } from '../connectors/Connector.js'
import { connectorIds } from '../connectors/connectorIds.js'

/**
 * What `connectWallet` runs once the actions' chunk is here: connects `picked` (undefined: a plain
 * WalletConnect pairing) through the chunk's `connect`, which it is given (the one the chunk's door
 * exports, so a caller watching that door sees the attempt), and records how it ends in
 * `getConnection().attempt`; never rejects.
 */
export function startConnection(
  client: LatchkeyClient,
  picked: Connector | undefined,
  connect: typeof Connect,
): void {
  const pairing = !picked || picked.type === 'WALLET_CONNECT'
  const started = pairing
    ? connect(client, {
        connectorId: connectorIds.walletConnect,
        wallet: picked && picked.id !== connectorIds.walletConnect ? picked : undefined,
      })
    : connect(client, { connectorId: picked.id })
  // The outcome is state (the attempt, shown to the visitor); the rejection is for callers of
  // `connect` itself. A declined, cancelled or failed attempt, or one a newer pairing replaced,
  // is no problem of the page's: only what the attempt could not record (an unknown wallet) is
  // logged.
  started.catch((error: unknown) => {
    const recorded = client.stores.connection.getState().attempt?.error === error
    // By name: importing the class would split WalletConnect's errors out of their chunk into
    // a file of the first load's.
    const replaced = error instanceof Error && error.name === 'WalletConnectPairingReplacedError'
    if (recorded || replaced) return
    logDebug(client, 'Connection attempt ended', error)
  })
}
