import { type Connector, getConnectors, type LatchkeyClient } from '@latchkey/core'
import { getWalletRoute, type WalletRoute } from '@latchkey/core/modal'
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
