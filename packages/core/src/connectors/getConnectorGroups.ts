import type { RecentWallet } from './addRecentWallet.js'
import type { Connector } from './Connector.js'
import { connectorIds } from './connectorIds.js'
import { normalizeConnectorName } from './normalizeConnectorName.js'

/** The groups of the Connect view's list. */
export type ConnectorGroupName =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'

/** How many recommended wallets the list shows at most (spec section 9). */
const maxRecommendedWallets = 4

/** The default order of the groups (spec section 2). */
export const defaultConnectorGroupOrder: readonly ConnectorGroupName[] = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
]

/** One group of the list and its entries, in display order. */
export type ConnectorGroup = { name: ConnectorGroupName; connectors: readonly Connector[] }

/** What the list is built from. */
export type GetConnectorGroupsParameters = {
  /** The discovered connectors, already deduped and merged. */
  connectors: readonly Connector[]
  recent?: readonly RecentWallet[] | undefined
  /** Registry wallets the dapp features, as WALLET_CONNECT connectors with an explorerId. */
  featured?: readonly Connector[] | undefined
  /** Wallets the dapp adds by hand, as WALLET_CONNECT connectors. */
  custom?: readonly Connector[] | undefined
  /** Registry wallets recommended to the user, as WALLET_CONNECT connectors. */
  recommended?: readonly Connector[] | undefined
  order?: readonly ConnectorGroupName[] | undefined
}

/**
 * Sorts connectors into the Connect view's groups, every group present (possibly empty) in
 * `order`. A wallet shows once: a recent wallet is left out of the later groups, a featured,
 * custom or recommended wallet that is installed (same rdns, registry id or name) shows as
 * installed only, and at most 4 recommended wallets show, none featured or custom. The
 * embedded wallet (AUTH) is no list entry: its email and social form sits above the list.
 */
export function getConnectorGroups(parameters: GetConnectorGroupsParameters): ConnectorGroup[] {
  const { connectors, order = defaultConnectorGroupOrder } = parameters
  const recent = getRecentConnectors(connectors, parameters.recent ?? [])
  const notRecent = (connector: Connector) => !recent.some((entry) => sameWallet(entry, connector))
  const installed = connectors.filter((connector) =>
    ['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN'].includes(connector.type),
  )
  const notListed = (connector: Connector) =>
    notRecent(connector) && !installed.some((entry) => sameWallet(entry, connector))
  const walletConnect = connectors.find(
    (connector) =>
      connector.type === 'WALLET_CONNECT' && connector.id === connectorIds.walletConnect,
  )

  // Recommended wallets are the ones not shown yet: not featured, not custom.
  const shownBefore = [...(parameters.featured ?? []), ...(parameters.custom ?? [])]
  const groups: Record<ConnectorGroupName, readonly Connector[]> = {
    walletConnect: walletConnect ? [walletConnect] : [],
    recent,
    injected: installed.filter(notRecent),
    featured: (parameters.featured ?? []).filter(notListed),
    custom: (parameters.custom ?? []).filter(notListed),
    external: connectors.filter((connector) => connector.type === 'EXTERNAL').filter(notRecent),
    recommended: (parameters.recommended ?? [])
      .filter(notListed)
      .filter((connector) => !shownBefore.some((entry) => sameWallet(entry, connector)))
      .slice(0, maxRecommendedWallets),
  }
  return order.map((name) => ({ name, connectors: groups[name] }))
}

// A recent wallet shows through the live connector when one is there; a WalletConnect wallet
// from the registry is reachable without one; a browser wallet that went away is dropped.
function getRecentConnectors(
  connectors: readonly Connector[],
  recent: readonly RecentWallet[],
): Connector[] {
  const result: Connector[] = []
  for (const wallet of recent) {
    const live = connectors.find((connector) => sameWallet(connector, wallet))
    const entry =
      live ?? (wallet.type === 'WALLET_CONNECT' && wallet.explorerId ? wallet : undefined)
    if (entry && !result.includes(entry)) result.push(entry)
  }
  return result
}

function sameWallet(a: RecentWallet | Connector, b: RecentWallet | Connector): boolean {
  if (a.explorerId && a.explorerId === b.explorerId) return true
  // A registry wallet and the wallet announcing itself with its rdns are one wallet.
  if (a.info?.rdns && a.info.rdns === b.info?.rdns) return true
  const ids = (entry: RecentWallet | Connector) => [
    entry.id,
    ...(('connectors' in entry && entry.connectors) || []).map((member) => member.id),
  ]
  if (ids(a).some((id) => ids(b).includes(id))) return true
  return normalizeConnectorName(a.name) === normalizeConnectorName(b.name)
}
