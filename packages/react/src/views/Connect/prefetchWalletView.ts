import {
  type Connector,
  getConnectors,
  getWalletRoute,
  type LatchkeyClient,
  type WalletRoute,
} from '@latchkey/core/internal'
import { loadConnectingWalletConnect, loadDownloads } from '../../modal/loadModalView.js'
import { loadConnectingExternal, prefetchView } from '../../modal/loadView.js'

const loaders: Record<WalletRoute, () => Promise<unknown>> = {
  ConnectingExternal: loadConnectingExternal,
  ConnectingWalletConnect: loadConnectingWalletConnect,
  Downloads: loadDownloads,
}

/** Starts loading the chunk of the view a click on `connector` opens (on hover or focus). */
export function prefetchWalletView(client: LatchkeyClient, connector: Connector): void {
  prefetchView(loaders[getWalletRoute(connector, getConnectors(client).connectors)])
}
