import { connectWallet } from '../actions/connectWallet.js'
import { createExternalValue, type ExternalValue } from '../client/createExternalValue.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { Connector } from '../connectors/Connector.js'
import type { ConnectorGroup } from '../connectors/getConnectorGroups.js'
import { getOrderedConnectorGroupsValue } from '../connectors/getOrderedConnectorGroupsValue.js'
import { defineFeature, type FeatureInstance } from '../features/defineFeature.js'
import { getFeature } from '../features/getFeature.js'
import type { RegistryState } from '../registry/createRegistryStore.js'
import { getWalletTilesValue } from '../registry/getWalletTilesValue.js'
import type { WalletList, WalletListAll, WalletListWallet } from './WalletList.js'

const installedTypes: ReadonlySet<Connector['type']> = new Set([
  'ANNOUNCED',
  'INJECTED',
  'MULTI_CHAIN',
])

// Per client, on the client's features: made when a dapp first reads the list.
const walletList = defineFeature({
  name: 'walletList',
  create(client: LatchkeyClient): FeatureInstance & { value: ExternalValue<WalletList> } {
    const groups = getOrderedConnectorGroupsValue(client)
    const { connectors, connection } = client.stores
    const { registry } = client
    const entryOf = createEntryCache(client)
    // The same object while its inputs are the same, so React does not loop.
    let inputs: readonly unknown[] = []
    let list: WalletList | undefined
    let imagesVersion = 0
    const read = (): WalletList => {
      const next = [
        groups.getSnapshot(),
        registry.getState(),
        connectors.getState().connectors,
        connection.getState().wcUri,
        imagesVersion,
      ]
      if (list && next.every((input, index) => Object.is(input, inputs[index]))) return list
      inputs = next
      list = buildWalletList(client, groups.getSnapshot(), registry.getState(), entryOf)
      return list
    }
    const images = {
      subscribeAll: (listener: () => void) =>
        registry.images.subscribe(() => {
          imagesVersion += 1
          listener()
        }),
    }
    const registrySource = { subscribeAll: (listener: () => void) => registry.watchState(listener) }
    const value = createExternalValue(read, [connectors, connection, registrySource, images])
    return { value }
  },
})

/** Makes the list's entries, each kept while what it shows is unchanged. */
function createEntryCache(client: LatchkeyClient) {
  const cache = new WeakMap<Connector, Map<string, WalletListWallet>>()
  return (
    connector: Connector,
    group: WalletListWallet['group'],
    installed: boolean,
    recent: boolean,
  ): WalletListWallet => {
    const icon =
      connector.imageUrl ??
      (connector.imageId ? client.registry.images.get(connector.imageId) : undefined)
    const byGroup = cache.get(connector) ?? new Map<string, WalletListWallet>()
    cache.set(connector, byGroup)
    const cached = byGroup.get(group)
    if (
      cached &&
      cached.icon === icon &&
      cached.installed === installed &&
      cached.recent === recent
    )
      return cached
    const entry: WalletListWallet = {
      id: connector.id,
      name: connector.name,
      icon,
      installed,
      recent,
      group,
      connector,
      connect: () => connectWallet(client, connector),
    }
    byGroup.set(group, entry)
    return entry
  }
}

type EntryOf = ReturnType<typeof createEntryCache>

/** The list from the Connect view's ordered groups and the registry's state. */
function buildWalletList(
  client: LatchkeyClient,
  groups: readonly ConnectorGroup[],
  registry: RegistryState,
  entryOf: EntryOf,
): WalletList {
  const recent = new Set(groups.find((group) => group.name === 'recent')?.connectors ?? [])
  const listed = groups.map((group) => ({
    name: group.name,
    wallets: group.connectors.map((connector) =>
      entryOf(connector, group.name, installedTypes.has(connector.type), recent.has(connector)),
    ),
  }))
  const { wcUri, wcPairingExpiry } = client.stores.connection.getState()
  return {
    groups: listed,
    wallets: listed.flatMap((group) => group.wallets),
    allWallets: getAllWallets(client, registry, (connector, installed) =>
      entryOf(connector, 'allWallets', installed, recent.has(connector)),
    ),
    pairing: wcUri ? { uri: wcUri, expiresAt: wcPairingExpiry } : undefined,
  }
}

/** All Wallets' list as its view draws it: the pages, or the search's results while searching. */
function getAllWallets(
  client: LatchkeyClient,
  registry: RegistryState,
  entryOf: (connector: Connector, installed: boolean) => WalletListWallet,
): WalletListAll {
  const query = registry.search.query
  const searching = query.trim() !== ''
  const { pages } = registry
  // The same tiles All Wallets draws (its view model), each as a headless entry.
  const items = getWalletTilesValue(client).getSnapshot().all
  const enabled = registry.status !== 'disabled' && !registry.alert
  const current = searching ? registry.search : pages
  return {
    wallets: items.map((item) => entryOf(item.connector, item.installed)),
    query,
    status: enabled ? current.status : 'disabled',
    hasMore:
      !searching && enabled && (pages.count === undefined || pages.wallets.length < pages.count),
    count: searching ? registry.search.wallets.length : pages.count,
    error: current.error,
  }
}

/** The headless wallet list of `client` (see `getWalletList`), made on first use. */
export function getWalletListValue(client: LatchkeyClient): ExternalValue<WalletList> {
  return getFeature(client, walletList).value
}
