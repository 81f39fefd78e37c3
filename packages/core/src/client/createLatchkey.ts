import { closeModal } from '../actions/closeModal.js'
import { fetchBalance } from '../actions/fetchBalance.js'
import { getProvider } from '../actions/getProvider.js'
import { openModal } from '../actions/openModal.js'
import type { AdapterEventMap } from '../adapter/ChainAdapter.js'
import { createCache } from '../cache/createCache.js'
import type { ChainNamespace } from '../caip/namespaces.js'
import { applyInitialState } from '../connection/applyInitialState.js'
import { isUnsupportedChainNow } from '../connection/isUnsupportedChainNow.js'
import { restoreConnections } from '../connection/restoreConnections.js'
import { watchAdapterEvents } from '../connection/watchAdapterEvents.js'
import type { ClientContext, ClientState, LatchkeyStores } from '../context/ClientContext.js'
import { setClientContext } from '../context/getClientContext.js'
import { createDataContext } from '../data/createDataContext.js'
import { createDataSources } from '../data/createDataSources.js'
import { watchAccountData } from '../data/watchAccountData.js'
import { createEmbeddedSource } from '../embedded/createEmbeddedSource.js'
import { embeddedNamespace } from '../embedded/embeddedNamespace.js'
import { createEmitter } from '../events/createEmitter.js'
import type { LatchkeyEvent, LatchkeyEventMap } from '../events/LatchkeyEventMap.js'
import type { CreateLatchkeyParameters } from '../options/LatchkeyOptions.js'
import { createRegistry } from '../registry/createRegistry.js'
import { createSIWXStore } from '../siwx/createSIWXStore.js'
import type { ConnectionSource } from '../sources/ConnectionSource.js'
import { createWalletConnectSource } from '../sources/createWalletConnectSource.js'
import { createStorage } from '../storage/createStorage.js'
import { createStore } from '../store/createStore.js'
import { createChainsStore } from '../stores/createChainsStore.js'
import { createConnectionStore } from '../stores/createConnectionStore.js'
import { createConnectorsStore } from '../stores/createConnectorsStore.js'
import { createModalStore } from '../stores/createModalStore.js'
import { createOptionsStore } from '../stores/createOptionsStore.js'
import { createRouterStore } from '../stores/createRouterStore.js'
import { createThemeStore } from '../stores/createThemeStore.js'
import { createToastStore } from '../stores/createToastStore.js'
import { browserThemeMode } from '../theme/systemThemeMode.js'
import { createUniversalAdapter } from '../walletconnect/createUniversalAdapter.js'
import { createSources } from './createSources.js'
import type { LatchkeyClient } from './LatchkeyClient.js'
import { loadOnce } from './loadOnce.js'

// What runs only on a call (sign-in, token balances) loads then, out of the first load.
const loadSIWX = loadOnce(() => import('../siwx/siwxActions.js'))
const loadTokenBalance = loadOnce(() => import('../data/fetchTokenBalance.js'))
// What runs after a visitor acts (connect, disconnect, switch, the history): out of the first
// load and of what a page loads before a click. It is fetched when the modal opens (the
// visitor then picks a wallet), when a stored connection is restored (the visitor may
// disconnect or switch), or on the first call.
const loadActions = loadOnce(() => import('./clientActions.js'))
type ClientActions = Awaited<ReturnType<typeof loadActions>>

/** How long a native balance is reused (spec section 9). */
export const balanceCacheDuration = 30_000

/**
 * Creates a Latchkey client from the dapp's options (throwing InvalidOptionError for an
 * unknown or contradictory one), sets up its sources and adapters, and starts restoring a
 * stored connection. Safe on the server: without `window` nothing is read or persisted.
 */
export function createLatchkey(parameters: CreateLatchkeyParameters): LatchkeyClient {
  const optionsStore = createOptionsStore(parameters)
  const options = optionsStore.getState()
  const log = (message: string, error?: unknown) => {
    if (options.debug)
      console.warn(`[latchkey] ${message}`, ...(error === undefined ? [] : [error]))
  }
  const storage = createStorage({
    storage: options.storage,
    onError: (error) => log('storage', error),
  })
  const stores: LatchkeyStores = {
    options: optionsStore,
    chains: createChainsStore(options),
    connection: createConnectionStore({ storage }),
    connectors: createConnectorsStore({
      ...options,
      storage,
      order: options.features.connectorTypeOrder,
    }),
    router: createRouterStore(),
    modal: createModalStore(),
    toast: createToastStore(),
    theme: createThemeStore({ ...options, storage, system: browserThemeMode }),
    siwx: createSIWXStore({ enabled: options.siwx !== undefined }),
    client: createStore<ClientState>({ initialized: false, lastEvent: undefined }),
  }
  const events = createEmitter<LatchkeyEventMap>()
  // WalletConnect when the dapp named a relay (none is assumed: a self-hosted dapp names its own).
  const walletConnect =
    options.relayUrl && options.enableWalletConnect
      ? createWalletConnectSource({
          relayUrl: options.relayUrl,
          verifyUrl: options.verifyUrl,
          requestTimeout: options.walletRequestTimeout,
        })
      : undefined
  // Basic mode without adapters: each namespace is reached through the WalletConnect session.
  const adapters =
    options.adapters.length > 0 || !walletConnect
      ? options.adapters
      : options.namespaces.map((namespace) => createUniversalAdapter({ namespace }))
  // The embedded wallet (email login) when the dapp names its frame and email is on.
  const embedded =
    options.embeddedWalletUrl &&
    options.features.email &&
    options.namespaces.includes(embeddedNamespace)
      ? createEmbeddedSource({ url: options.embeddedWalletUrl, getClient: () => client })
      : undefined
  // WalletConnect first: its entry leads the Connect view's groups (spec section 2).
  const sources: ConnectionSource[] = [
    ...(walletConnect ? [walletConnect] : []),
    ...adapters.flatMap((adapter) => (adapter.injectedSource ? [adapter.injectedSource] : [])),
    ...(embedded ? [embedded] : []),
  ]
  // The wallet registry: featured, recommended and custom wallets, All Wallets, icons.
  const registry = createRegistry({
    options,
    connectors: stores.connectors,
    toast: stores.toast,
    log,
  })
  const context: ClientContext = {
    options,
    stores,
    storage,
    adapters: new Map(adapters.map((adapter) => [adapter.namespace, adapter])),
    sources: new Map(sources.map((source) => [source.id, source])),
    walletConnect,
    registry,
    features: new Map(),
    // Set below, once the client object exists and before any action runs.
    client: undefined as unknown as LatchkeyClient,
    events,
    track(name, ...args) {
      const event = { name, payload: args[0], timestamp: Date.now() } as LatchkeyEvent
      stores.client.setState({ lastEvent: event })
      events.emit(name, ...args)
    },
    balances: createCache({ ttl: balanceCacheDuration }),
    data: createDataContext({ apiUrl: options.apiUrl, projectId: options.projectId }),
    log,
    prefetchActions: () => {
      for (const adapter of adapters) adapter.prefetch?.()
      return act(async () => {}).catch((error) => log('Failed to load the actions', error))
    },
  }
  // What the server rendered (a cookie it read): the first snapshots, on both sides, show it.
  if (parameters.initialState) applyInitialState(stores, parameters.initialState)
  // Before anything reads storage or the system: these first snapshots are the server's.
  const values = { ...createSources(stores), ...createDataSources(context.data) }
  const cleanups = [stores.theme.start(), stores.modal.destroy, stores.toast.destroy]
  stores.connectors.start()
  cleanups.push(registry.destroy)
  // Its lists load at once in a browser, so the modal opens on them; a server render fetches nothing.
  if (typeof window !== 'undefined') void registry.start()

  const account = (namespace?: ChainNamespace) =>
    namespace ? values.accountOf(namespace) : values.account
  const network = (namespace?: ChainNamespace) =>
    namespace ? values.networkOf(namespace) : values.network
  const { router } = stores
  let ready: Promise<void> = Promise.resolve()
  let destroyed = false
  // Once loaded, an action runs in its caller's task, as it would from a static import.
  let actions: ClientActions | undefined
  const act = <result>(run: (loaded: ClientActions) => Promise<result>): Promise<result> =>
    actions
      ? run(actions)
      : loadActions().then((loaded) => {
          actions = loaded
          return run(loaded)
        })

  const client: LatchkeyClient = {
    options,
    events,
    get ready() {
      return ready
    },
    sources: values,
    router: {
      push: router.push,
      replace: router.replace,
      goBack: router.goBack,
      reset: router.reset,
      pushTransaction: router.pushTransaction,
      popTransaction: router.popTransaction,
    },
    registry: {
      source: registry.source,
      getState: registry.getState,
      watchState: registry.watchState,
      start: registry.start,
      loadMore: registry.loadMore,
      preload: registry.preload,
      search: registry.search,
      retry: registry.retry,
      setLegalAccepted: registry.setLegalAccepted,
      images: registry.images,
    },
    siwx: {
      signIn: () => loadSIWX().then((siwx) => siwx.signInWithSIWX(context)),
      cancel: () => loadSIWX().then((siwx) => siwx.cancelSIWX(context)),
      check: () => loadSIWX().then((siwx) => siwx.checkSIWXSession(context)),
    },
    open: (openParameters) => openModal(client, openParameters),
    close: () => closeModal(client),
    connect: (connectParameters) => act((loaded) => loaded.connect(client, connectParameters)),
    disconnect: (disconnectParameters) =>
      act((loaded) => loaded.disconnect(client, disconnectParameters)),
    switchNetwork: (caipNetwork) => act((loaded) => loaded.switchNetwork(client, caipNetwork)),
    fetchBalance: (balanceParameters) => fetchBalance(client, balanceParameters),
    fetchTokenBalance: (tokenParameters) =>
      loadTokenBalance().then((module) => module.fetchTokenBalance(context, tokenParameters)),
    fetchTransactions: (historyParameters) =>
      act((loaded) => loaded.fetchTransactions(context, historyParameters)),
    isUnsupportedChain: (namespace) => isUnsupportedChainNow(context, namespace),
    getProvider: (namespace) => getProvider(client, namespace),
    getAccount: (namespace) => account(namespace).getSnapshot(),
    watchAccount: (listener, watchParameters) =>
      account(watchParameters?.namespace).subscribe(listener),
    getNetwork: (namespace) => network(namespace).getSnapshot(),
    watchNetwork: (listener, watchParameters) =>
      network(watchParameters?.namespace).subscribe(listener),
    getState: values.state.getSnapshot,
    watchState: values.state.subscribe,
    getConnectors: values.connectors.getSnapshot,
    watchConnectors: values.connectors.subscribe,
    getConnection: values.connection.getSnapshot,
    watchConnection: values.connection.subscribe,
    getRouter: values.router.getSnapshot,
    watchRouter: values.router.subscribe,
    getModal: values.modal.getSnapshot,
    watchModal: values.modal.subscribe,
    getToast: values.toast.getSnapshot,
    watchToast: values.toast.subscribe,
    getTheme: values.theme.getSnapshot,
    watchTheme: values.theme.subscribe,
    getLastEvent: values.lastEvent.getSnapshot,
    watchLastEvent: values.lastEvent.subscribe,
    getSIWX: values.siwx.getSnapshot,
    watchSIWX: values.siwx.subscribe,
    getPortfolio: values.portfolio.getSnapshot,
    watchPortfolio: values.portfolio.subscribe,
    getHistory: values.history.getSnapshot,
    watchHistory: values.history.subscribe,
    setWcLinking: stores.connection.setWcLinking,
    showToast: stores.toast.show,
    hideToast: stores.toast.hide,
    shake: stores.modal.shake,
    setThemeMode: stores.theme.setThemeMode,
    setThemeVariables: stores.theme.setThemeVariables,
    destroy() {
      destroyed = true
      for (const cleanup of cleanups.splice(0)) cleanup()
      for (const feature of context.features.values()) feature.destroy?.()
      context.features.clear()
    },
  }
  context.client = client
  setClientContext(client, context)

  // Sign-in's watcher comes with its chunk (a page without `siwx` never loads it), before
  // restoring: a restored connection is checked for a session like a new one.
  const watchingSIWX = options.siwx
    ? loadSIWX().then((siwx) => {
        const unwatch = siwx.watchSIWX(context)
        if (destroyed) unwatch()
        else cleanups.push(unwatch)
      })
    : undefined
  cleanups.push(watchAccountData(context))
  for (const adapter of adapters) {
    const namespace = adapter.namespace
    const emitter = createEmitter<AdapterEventMap>()
    adapter.setup({
      networks: options.networks.filter((entry) => entry.chainNamespace === namespace),
      emitter,
      storage,
      projectId: options.projectId,
      metadata: options.metadata,
      debug: options.debug,
      // Loaded when a dapp connects through its own wallet library, never with the page.
      adoptConnection: (connectorId, stillThere) =>
        void import('../connection/adoptConnection.js')
          .then((module) => module.adoptConnection(context, namespace, connectorId, stillThere))
          .catch((error: unknown) => log(`Could not take in ${connectorId}`, error)),
      endConnection: () =>
        void client
          .disconnect({ namespace })
          .catch((error: unknown) => log(`Could not end the ${namespace} connection`, error)),
    })
    cleanups.push(watchAdapterEvents(context, namespace, emitter))
  }
  for (const source of sources) {
    source.setup({
      networks: options.networks,
      storage,
      projectId: options.projectId,
      metadata: options.metadata,
      enableInjected: options.enableInjected,
      enableEIP6963: options.enableEIP6963,
      debug: options.debug,
      connection: stores.connection,
      log,
      descriptors: context.adapters,
    })
    for (const namespace of options.namespaces.filter((entry) => source.namespaces.includes(entry)))
      cleanups.push(
        source.watchConnectors(namespace, (list) =>
          stores.connectors.setDiscovered(source.id, namespace, list),
        ),
      )
  }
  const restore = () => restoreConnections(context)
  ready = (
    watchingSIWX
      ? watchingSIWX.then(restore, (error) => {
          log('Failed to load sign-in', error)
          return restore()
        })
      : restore()
  )
    .catch((error) => log('Failed to restore connections', error))
    .then(() => {
      stores.client.setState({ initialized: true })
      context.track('INITIALIZED')
      const chains = stores.chains.getState().chains
      if (Object.values(chains).some((chain) => chain?.account.status === 'connected'))
        void context.prefetchActions()
    })
  return client
}
