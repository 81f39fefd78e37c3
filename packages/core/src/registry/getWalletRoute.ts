import type { Connector } from '../connectors/Connector.js'
import { connectorIds } from '../connectors/connectorIds.js'

/** Where a click on a wallet of the list leads. */
export type WalletRoute = 'ConnectingExternal' | 'ConnectingWalletConnect' | 'Downloads'

/**
 * Where a click on `connector` leads: a wallet in the page (or an SDK the dapp added) connects
 * directly; the WalletConnect entry, and a registry or custom wallet when WalletConnect is
 * available (a 'walletConnect' connector in `connectors`), pair through WalletConnect; any
 * other registry or custom wallet offers its downloads and app links.
 */
export function getWalletRoute(
  connector: Connector,
  connectors: readonly Connector[],
): WalletRoute {
  if (connector.type !== 'WALLET_CONNECT') return 'ConnectingExternal'
  if (connector.id === connectorIds.walletConnect) return 'ConnectingWalletConnect'
  const walletConnect = connectors.some(
    (entry) => entry.type === 'WALLET_CONNECT' && entry.id === connectorIds.walletConnect,
  )
  return walletConnect ? 'ConnectingWalletConnect' : 'Downloads'
}
