import type { AdapterBalance, ChainAdapter } from '../adapter/ChainAdapter.js'
import type { Cache } from '../cache/createCache.js'
import type { ChainNamespace } from '../caip/namespaces.js'
import type { DataContext } from '../data/createDataContext.js'
import type { DataSources } from '../data/createDataSources.js'
import type { Emitter } from '../events/createEmitter.js'
import type { LatchkeyEvent, LatchkeyEventMap } from '../events/LatchkeyEventMap.js'
import type { FeatureInstance } from '../features/defineFeature.js'
import type { ResolvedOptions } from '../options/LatchkeyOptions.js'
import type { LatchkeyRegistry } from '../registry/createRegistry.js'
import type { SIWXStore } from '../siwx/createSIWXStore.js'
import type { ConnectionSource } from '../sources/ConnectionSource.js'
import type { WalletConnectSource } from '../sources/createWalletConnectSource.js'
import type { Storage } from '../storage/createStorage.js'
import type { Store } from '../store/createStore.js'
import type { ChainsStore } from '../stores/createChainsStore.js'
import type { ConnectionStore } from '../stores/createConnectionStore.js'
import type { ConnectorsStore } from '../stores/createConnectorsStore.js'
import type { ModalStore } from '../stores/createModalStore.js'
import type { OptionsStore } from '../stores/createOptionsStore.js'
import type { RouterStore } from '../stores/createRouterStore.js'
import type { ThemeStore } from '../stores/createThemeStore.js'
import type { ToastStore } from '../stores/createToastStore.js'
import type { LatchkeySources } from './createSources.js'

/** Called with a value after it changed, and the value it replaced. */
export type WatchListener<value> = (value: value, previous: value) => void

/** Stops watching. */
export type Unwatch = () => void

/** What every `get*` action accepts besides its own arguments. */
export type ReadParameters = {
  /** Read the value as it was before storage or the system were read, for hydrating React. */
  serverSnapshot?: boolean | undefined
}

/** The client's own state: whether start-up finished, and the last event sent. */
export type ClientState = { initialized: boolean; lastEvent: LatchkeyEvent | undefined }

/** Every store a client owns. */
export type LatchkeyStores = {
  options: OptionsStore
  chains: ChainsStore
  connection: ConnectionStore
  connectors: ConnectorsStore
  router: RouterStore
  modal: ModalStore
  toast: ToastStore
  theme: ThemeStore
  /** Sign-in with the wallet (the `siwx` option). */
  siwx: SIWXStore
  client: Store<ClientState>
}

/**
 * What `createLatchkey` returns: a handle on what one client owns (options, stores, adapters,
 * sources, storage, events). It does nothing itself but `destroy()`: every behaviour is an
 * action taking it first (`connect(client, ...)`, `getAccount(client)`, `openModal(client)`).
 */
export type LatchkeyClient = {
  /** The validated options, every default filled in. */
  readonly options: ResolvedOptions
  readonly stores: LatchkeyStores
  /** Every value actions read, derived from the stores with stable snapshots (see `getAccount`). */
  readonly values: LatchkeySources & DataSources
  readonly storage: Storage
  /** One adapter per namespace. */
  readonly adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  /** Where connections come from: each adapter's injected source, WalletConnect, ... */
  readonly sources: ReadonlyMap<string, ConnectionSource>
  /** The WalletConnect source, when `relayUrl` is set and WalletConnect is on. */
  readonly walletConnect: WalletConnectSource | undefined
  /** Analytics and lifecycle events (spec section 8). */
  readonly events: Emitter<LatchkeyEventMap>
  /** The wallet registry: featured and recommended wallets, All Wallets, search and icons. */
  readonly registry: LatchkeyRegistry
  /** Native balance requests by `${caipNetworkId}:${address}`, kept 30 s (spec section 9). */
  readonly balances: Cache<Promise<AdapterBalance>>
  /** The data API's client, stores and caches (tokens, names, history). */
  readonly data: DataContext
  /** The feature modules made so far, by name (see `getFeature`); `destroy` ends them. */
  readonly features: Map<string, FeatureInstance>
  /** Resolves once stored connections were restored or dropped (`getState().initialized`). */
  readonly ready: Promise<void>
  /**
   * Resolves once every connection source the options call for is in `sources` and set up. The
   * embedded wallet's source is a chunk the client loads at start when the options name its
   * frame, so a page without it never carries its code; it never rejects.
   */
  readonly sourcesReady: Promise<void>
  /** Stops discovery, wallet event listeners, system-theme watching, timers and features. */
  destroy(): void
}
