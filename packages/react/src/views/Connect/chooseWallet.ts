import {
  type Connector,
  getWalletRoute,
  type LatchkeyClient,
  selectWallet,
  type WalletRoute,
} from '@latchkey/core/internal'
import { loadConnectingWalletConnect, loadDownloads } from '../../modal/loadModalView.js'
import { loadConnectingExternal, prefetchView } from '../../modal/loadView.js'

const loaders: Record<WalletRoute, () => Promise<unknown>> = {
  ConnectingExternal: loadConnectingExternal,
  ConnectingWalletConnect: loadConnectingWalletConnect,
  Downloads: loadDownloads,
}

/** What a click on a wallet of the Connect view or All Wallets does: core's `selectWallet`. */
export const chooseWallet = (client: LatchkeyClient, connector: Connector): void =>
  selectWallet(client, connector)

/** Starts loading the chunk of the view a click on `connector` opens (on hover or focus). */
export function prefetchWalletView(client: LatchkeyClient, connector: Connector): void {
  prefetchView(loaders[getWalletRoute(connector, client.getConnectors().connectors)])
}
