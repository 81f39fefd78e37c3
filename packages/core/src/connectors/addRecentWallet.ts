import type { Connector } from './Connector.js'
import { connectorIds } from './connectorIds.js'
import { normalizeConnectorName } from './normalizeConnectorName.js'

/** How many recent wallets are kept (spec section 3). */
export const maxRecentWallets = 2

/** The storage key of the recent wallets. */
export const recentWalletsStorageKey = 'recentWallets'

/**
 * A wallet the user connected with, as stored: the connector without its image (often a
 * large data: URI, shown again from the live connector) and without merged members.
 */
export type RecentWallet = Omit<Connector, 'imageUrl' | 'connectors'>

/**
 * Puts `connector` first in the recent list, dropping an earlier entry of the same wallet
 * and keeping at most 2. The generic WalletConnect entry and the embedded wallet name no
 * wallet, so they leave the list as it is.
 */
export function addRecentWallet(
  recent: readonly RecentWallet[],
  connector: Connector,
): RecentWallet[] {
  if (connector.id === connectorIds.walletConnect || connector.type === 'AUTH') return [...recent]
  const { imageUrl: _imageUrl, connectors: _connectors, ...wallet } = connector
  const name = normalizeConnectorName(wallet.name)
  const others = recent.filter(
    (entry) => entry.id !== wallet.id && normalizeConnectorName(entry.name) !== name,
  )
  return [wallet, ...others].slice(0, maxRecentWallets)
}
