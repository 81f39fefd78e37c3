import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { Connector } from '../connectors/Connector.js'
import { getConnectViewExtras } from '../registry/getConnectViewExtras.js'
import { getWalletRoute } from '../registry/getWalletRoute.js'
import { connectWallet } from './connectWallet.js'
import { getWalletRegistry } from './getWalletRegistry.js'

/**
 * A click on a wallet of the Connect view or All Wallets: an installed wallet opens
 * ConnectingExternal and connects; WalletConnect and a registry or custom wallet pair in
 * ConnectingWalletConnect when WalletConnect is on, else the wallet's Downloads open. Nothing
 * happens while the legal checkbox waits to be ticked.
 */
export function selectWallet(client: LatchkeyClient, connector: Connector): void {
  const { walletsEnabled } = getConnectViewExtras({
    options: client.options,
    registry: getWalletRegistry(client),
    mobile: false,
  })
  if (!walletsEnabled) return
  const route = getWalletRoute(connector, client.stores.connectors.getState().connectors)
  client.stores.router.push(route, { connector })
  if (route !== 'Downloads') connectWallet(client, connector)
}
