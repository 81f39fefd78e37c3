import type { AdapterBalance, ChainAdapter } from '../adapter/ChainAdapter.js'
import type { Cache } from '../cache/createCache.js'
import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { DataContext } from '../data/createDataContext.js'
import type { EmitArguments, Emitter } from '../events/createEmitter.js'
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

/** What the client's actions share (internal: not part of the public API). */
export type ClientContext = {
  options: ResolvedOptions
  stores: LatchkeyStores
  storage: Storage
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  events: Emitter<LatchkeyEventMap>
  /** Sends an event and records it as the last one. */
  track<name extends keyof LatchkeyEventMap>(
    name: name,
    ...args: EmitArguments<LatchkeyEventMap[name]>
  ): void
  /** Native balance requests by `${caipNetworkId}:${address}`, kept 30 s (spec section 9). */
  balances: Cache<Promise<AdapterBalance>>
  /** Where connections come from: each adapter's injected source, WalletConnect, ... */
  sources: ReadonlyMap<string, ConnectionSource>
  /** The WalletConnect source, when `relayUrl` is set and WalletConnect is on. */
  walletConnect?: WalletConnectSource | undefined
  /** The wallet registry: featured and recommended wallets, All Wallets, search and icons. */
  registry: LatchkeyRegistry
  /** The feature modules loaded so far, by name (see `getFeature`). */
  features: Map<string, FeatureInstance>
  /** The client these belong to, for actions that call other actions. */
  client: LatchkeyClient
  /** The data API's client, stores and caches (tokens, names, history). */
  data: DataContext
  /** Logs a problem when `debug` is on; never throws. */
  log(message: string, error?: unknown): void
  /**
   * Loads the actions' chunk (connect, disconnect, switchNetwork, the history) when the modal
   * opens or a stored connection is restored; resolves once loaded, and never rejects (a failed
   * load is logged, and retried by the next call).
   */
  prefetchActions(): Promise<void>
}
