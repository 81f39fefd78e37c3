import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { Connector } from '../connectors/Connector.js'
import { getEmbeddedSource } from '../embedded/getEmbeddedSource.js'
import { WalletNotFoundError } from '../errors/connection.js'
import { getWalletRoute } from '../registry/getWalletRoute.js'
import { findWallet } from '../walletList/findWallet.js'
import { connectWallet } from './connectWallet.js'
import { openModal } from './openModal.js'

/** What `openWallet` accepts. */
export type OpenWalletParameters = {
  /**
   * The wallet: `'email'` (the email login), `'walletConnect'`, or a wallet's registry id,
   * rdns, connector id or name.
   */
  wallet: string
}

/**
 * Connects one named wallet, skipping the list: the modal opens straight on its connection. An
 * installed wallet connects through its own connector (ConnectingExternal); one that is not
 * pairs through WalletConnect, its QR code on a desktop and its deep link on a phone
 * (ConnectingWalletConnect; its Downloads without WalletConnect). `'email'` opens the Connect
 * view with the email field focused. Resolves to the wallet; rejects with WalletNotFoundError
 * when no wallet is named so (or `'email'` without the embedded wallet).
 */
export async function openWallet(
  client: LatchkeyClient,
  parameters: OpenWalletParameters,
): Promise<Connector | undefined> {
  const { wallet } = parameters
  if (wallet.trim().toLowerCase() === 'email') {
    // The embedded source is a chunk the client loads at start: asked for early, it is waited for.
    await client.sourcesReady
    if (!getEmbeddedSource(client)) throw new WalletNotFoundError({ wallet })
    openModal(client, { view: 'Connect' })
    client.stores.router.reset('Connect', { focus: 'email' })
    return undefined
  }
  const connector = await findWallet(client, wallet)
  if (!connector) throw new WalletNotFoundError({ wallet })
  const route = getWalletRoute(connector, client.stores.connectors.getState().connectors)
  openModal(client, { view: 'Connect' })
  client.stores.router.reset(route, { connector })
  if (route !== 'Downloads') connectWallet(client, connector)
  return connector
}
