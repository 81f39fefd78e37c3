import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { Connector } from '../connectors/Connector.js'
import { connectorIds } from '../connectors/connectorIds.js'
import { getClientContext } from '../context/getClientContext.js'

/**
 * Starts connecting the wallet the user picked and returns at once: an installed wallet through
 * its own connector; the WalletConnect entry, or a registry or custom wallet, through a
 * WalletConnect pairing (the picked wallet shown while pairing). Without `wallet`, the last
 * attempt's wallet is tried again ("Try again"), or a plain WalletConnect pairing. How it ends
 * is in `getConnection().attempt`; it never rejects.
 */
export function connectWallet(client: LatchkeyClient, wallet?: Connector): void {
  const context = getClientContext(client)
  const picked = wallet ?? context.stores.connection.getState().attempt?.connector
  const pairing = !picked || picked.type === 'WALLET_CONNECT'
  // Through the client's `connect`, so a dapp watching its client sees every attempt.
  const started = pairing
    ? client.connect({
        connectorId: connectorIds.walletConnect,
        wallet: picked && picked.id !== connectorIds.walletConnect ? picked : undefined,
      })
    : client.connect({ connectorId: picked.id })
  // The outcome is state (the attempt); the rejection is for callers of `connect` itself.
  started.catch((error: unknown) => context.log('Connection attempt ended', error))
}
