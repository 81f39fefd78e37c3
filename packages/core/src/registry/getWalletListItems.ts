import type { ChainNamespace } from '../caip/namespaces.js'
import type { Connector } from '../connectors/Connector.js'
import { normalizeConnectorName } from '../connectors/normalizeConnectorName.js'
import type { CustomWallet } from './CustomWallet.js'
import type { RegistryWallet } from './registryApi.js'
import { toRegistryConnector } from './toRegistryConnector.js'

/** One tile of All Wallets: what a click connects, and whether the wallet is in the page. */
export type WalletListItem = { connector: Connector; installed: boolean }

/** What All Wallets (or its search results) is built from. */
export type GetWalletListItemsParameters = {
  /** The discovered connectors (the connectors store's `connectors`). */
  connectors: readonly Connector[]
  /** The featured registry wallets, listed before the custom ones. */
  featured?: readonly RegistryWallet[] | undefined
  custom?: readonly CustomWallet[] | undefined
  /** The registry's pages (or search results), in order. */
  wallets: readonly RegistryWallet[]
  namespaces: readonly ChainNamespace[]
  /** A search: installed and custom wallets are kept when their name contains it. */
  query?: string | undefined
}

// Each wallet's tile, kept while its entry lives: a page appended to 5,000 entries makes 40
// new tiles, not 5,040, and the views re-render only the new ones.
const tiles = new WeakMap<RegistryWallet | CustomWallet, { key: string; item: WalletListItem }>()
function tileOf(
  wallet: RegistryWallet | CustomWallet,
  namespaces: readonly ChainNamespace[],
): WalletListItem {
  const key = namespaces.join()
  const cached = tiles.get(wallet)
  if (cached?.key === key) return cached.item
  const item = { connector: toRegistryConnector(wallet, namespaces), installed: false }
  tiles.set(wallet, { key, item })
  return item
}

const connectorTiles = new WeakMap<Connector, WalletListItem>()
function connectorTileOf(connector: Connector, installed: boolean): WalletListItem {
  const cached = connectorTiles.get(connector)
  if (cached?.installed === installed) return cached
  const item = { connector, installed }
  connectorTiles.set(connector, item)
  return item
}

const installedTypes: ReadonlySet<Connector['type']> = new Set([
  'ANNOUNCED',
  'INJECTED',
  'MULTI_CHAIN',
])

/**
 * The tiles of All Wallets: installed wallets first, then the SDK wallets the dapp added, the
 * featured, the custom and the other registry wallets. A registry or custom wallet whose rdns (or name) an
 * installed wallet has is that installed wallet, listed once, tagged installed, connecting
 * through it. With a query, installed and custom wallets are matched by name here (registry
 * wallets were matched by the server) and a result that is installed moves to the top.
 */
export function getWalletListItems(parameters: GetWalletListItemsParameters): WalletListItem[] {
  const { connectors, namespaces } = parameters
  const query = parameters.query?.trim().toLowerCase()
  const matches = (name: string) => !query || name.toLowerCase().includes(query)
  const installed = connectors.filter((connector) => installedTypes.has(connector.type))
  const byRdns = new Map<string, Connector>()
  const byName = new Map<string, Connector>()
  for (const connector of installed) {
    if (connector.info?.rdns) byRdns.set(connector.info.rdns, connector)
    byName.set(normalizeConnectorName(connector.name), connector)
  }
  const findInstalled = (wallet: { rdns?: string | null | undefined; name: string }) =>
    (wallet.rdns ? byRdns.get(wallet.rdns) : undefined) ??
    byName.get(normalizeConnectorName(wallet.name))

  const top = new Set(installed.filter((connector) => matches(connector.name)))
  const rest: WalletListItem[] = []
  const seen = new Set<string>()
  const add = (wallet: RegistryWallet | CustomWallet) => {
    if (seen.has(wallet.id)) return
    seen.add(wallet.id)
    const match = findInstalled(wallet)
    if (match) top.add(match)
    else rest.push(tileOf(wallet, namespaces))
  }
  for (const wallet of parameters.featured ?? []) if (matches(wallet.name)) add(wallet)
  for (const wallet of parameters.custom ?? []) if (matches(wallet.name)) add(wallet)
  for (const wallet of parameters.wallets) add(wallet)

  const external = connectors
    .filter((connector) => connector.type === 'EXTERNAL' && matches(connector.name))
    .map((connector) => connectorTileOf(connector, false))
  return [
    // Installed wallets keep the order they were discovered in.
    ...installed
      .filter((connector) => top.has(connector))
      .map((connector) => connectorTileOf(connector, true)),
    ...external,
    ...rest,
  ]
}
