import {
  type Connector,
  getConnectViewExtras,
  getWalletRoute,
  type LatchkeyClient,
  type WalletRoute,
} from '@latchkey/core/internal'
import { startConnect } from '../../modal/connectAttempt.js'
import {
  loadConnectingExternal,
  loadConnectingWalletConnect,
  loadDownloads,
  prefetchView,
} from '../../modal/loadView.js'

const loaders: Record<WalletRoute, () => Promise<unknown>> = {
  ConnectingExternal: loadConnectingExternal,
  ConnectingWalletConnect: loadConnectingWalletConnect,
  Downloads: loadDownloads,
}

/**
 * What a click on a wallet of the Connect view or All Wallets does (core's `getWalletRoute`):
 * an installed wallet connects and opens ConnectingExternal; WalletConnect and a registry or
 * custom wallet pair in ConnectingWalletConnect when WalletConnect is on, else the wallet's
 * Downloads open. Nothing happens while the legal checkbox waits to be ticked.
 */
export function chooseWallet(client: LatchkeyClient, connector: Connector): void {
  const { walletsEnabled } = getConnectViewExtras({
    options: client.options,
    registry: client.registry.getState(),
    mobile: false,
  })
  if (!walletsEnabled) return
  const route = getWalletRoute(connector, client.getConnectors().connectors)
  client.router.push(route, { connector })
  if (route === 'ConnectingExternal') startConnect(client, connector)
}

/** Starts loading the chunk of the view a click on `connector` opens (on hover or focus). */
export function prefetchWalletView(client: LatchkeyClient, connector: Connector): void {
  prefetchView(loaders[getWalletRoute(connector, client.getConnectors().connectors)])
}
