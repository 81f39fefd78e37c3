import { type ChainNamespace, isChainNamespace } from '../caip/namespaces.js'
import {
  addRecentWallet,
  maxRecentWallets,
  type RecentWallet,
  recentWalletsStorageKey,
} from '../connectors/addRecentWallet.js'
import type { Connector } from '../connectors/Connector.js'
import { dedupeConnectors } from '../connectors/dedupeConnectors.js'
import { type ConnectorFilter, filterConnectors } from '../connectors/filterConnectors.js'
import {
  type ConnectorGroup,
  type ConnectorGroupName,
  getConnectorGroups,
} from '../connectors/getConnectorGroups.js'
import { mergeConnectors } from '../connectors/mergeConnectors.js'
import type { Storage } from '../storage/createStorage.js'
import { createStore, type Store } from '../store/createStore.js'

/** The connectors each adapter found, and the list the Connect view shows. */
export type ConnectorsState = {
  /** What the sources reported for each namespace, unfiltered, in the sources' order. */
  discovered: Partial<Record<ChainNamespace, readonly Connector[]>>
  /** What each source reported, by source id and namespace: which source reaches a connector. */
  bySource: Readonly<Record<string, Partial<Record<ChainNamespace, readonly Connector[]>>>>
  /** The discovered connectors, filtered by the options, deduped and merged across chains. */
  connectors: readonly Connector[]
  /** The wallets last connected with, most recent first (at most 2). */
  recent: readonly RecentWallet[]
  /** `connectors` and `recent` sorted into the Connect view's groups. */
  groups: readonly ConnectorGroup[]
  /** The registry's and the dapp's wallets listed beside the discovered ones. */
  listed: ListedWallets
}

/** Wallets listed without being discovered: featured, custom and recommended (see `setListed`). */
export type ListedWallets = {
  featured: readonly Connector[]
  custom: readonly Connector[]
  recommended: readonly Connector[]
  /** The rdns of excluded registry wallets: a discovered wallet announcing one is hidden. */
  excludedRdns: readonly string[]
}

const noListedWallets: ListedWallets = {
  featured: [],
  custom: [],
  recommended: [],
  excludedRdns: [],
}

/** What the connectors store is built with. */
export type CreateConnectorsStoreParameters = ConnectorFilter & {
  storage: Storage
  order?: readonly ConnectorGroupName[] | undefined
}

/** The connectors store: its state plus the actions that change it. */
export type ConnectorsStore = Store<ConnectorsState> & {
  /** Reads the stored recent wallets (kept out of creation so server and browser start alike). */
  start(): void
  /** Replaces what source `sourceId` reported for `namespace`. */
  setDiscovered(sourceId: string, namespace: ChainNamespace, connectors: readonly Connector[]): void
  /** Records a successful connection with `connector` and stores the recent list. */
  addRecent(connector: Connector): void
  /** Replaces the featured, custom and recommended wallets and the excluded rdns. */
  setListed(listed: Partial<ListedWallets>): void
}

/** Makes the connectors store, empty. */
export function createConnectorsStore(
  parameters: CreateConnectorsStoreParameters,
): ConnectorsStore {
  const { storage, order, ...filter } = parameters
  const derive = (
    bySource: ConnectorsState['bySource'],
    recent: readonly RecentWallet[],
    listed: ListedWallets = store.getState().listed,
  ): ConnectorsState => {
    const discovered: ConnectorsState['discovered'] = {}
    for (const lists of Object.values(bySource))
      for (const [namespace, list] of Object.entries(lists) as [ChainNamespace, Connector[]][])
        discovered[namespace] = [...(discovered[namespace] ?? []), ...list]
    const excluded = new Set(listed.excludedRdns)
    const all = Object.values(discovered)
      .flatMap((list) => list ?? [])
      .filter((connector) => !(connector.info?.rdns && excluded.has(connector.info.rdns)))
    const connectors = mergeConnectors(dedupeConnectors(filterConnectors(all, filter)))
    return {
      discovered,
      bySource,
      recent,
      connectors,
      listed,
      groups: getConnectorGroups({ connectors, recent, order, ...listed }),
    }
  }
  const store: Store<ConnectorsState> = createStore<ConnectorsState>(
    derive({}, [], noListedWallets),
  )

  return {
    ...store,
    start() {
      const stored = storage.getItem<unknown>(recentWalletsStorageKey)
      // Stored data outlives code versions: keep only entries that still look like wallets.
      if (!Array.isArray(stored)) return
      const recent = stored.filter(isRecentWallet).slice(0, maxRecentWallets)
      store.setState((state) => derive(state.bySource, recent))
    },
    setDiscovered(sourceId, namespace, connectors) {
      store.setState((state) =>
        derive(
          {
            ...state.bySource,
            [sourceId]: { ...state.bySource[sourceId], [namespace]: connectors },
          },
          state.recent,
        ),
      )
    },
    addRecent(connector) {
      const recent = addRecentWallet(store.getState().recent, connector)
      storage.setItem(recentWalletsStorageKey, recent)
      store.setState((state) => derive(state.bySource, recent))
    },
    setListed(listed) {
      store.setState((state) =>
        derive(state.bySource, state.recent, { ...state.listed, ...listed }),
      )
    },
  }
}

function isRecentWallet(value: unknown): value is RecentWallet {
  const wallet = value as Partial<RecentWallet> | null
  return (
    typeof wallet === 'object' &&
    wallet !== null &&
    typeof wallet.id === 'string' &&
    typeof wallet.name === 'string' &&
    typeof wallet.type === 'string' &&
    isChainNamespace(wallet.chain)
  )
}
