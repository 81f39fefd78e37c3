import type { AdapterEventMap } from '../adapter/ChainAdapter.js'
import { createCache } from '../cache/createCache.js'
import type { ChainNamespace } from '../caip/namespaces.js'
import { createDataContext } from '../data/createDataContext.js'
import { createDataSources } from '../data/createDataSources.js'
import { fetchTokenBalance } from '../data/fetchTokenBalance.js'
import { fetchTransactions } from '../data/fetchTransactions.js'
import { watchAccountData } from '../data/watchAccountData.js'
import { createEmitter } from '../events/createEmitter.js'
import type { LatchkeyEvent, LatchkeyEventMap } from '../events/LatchkeyEventMap.js'
import type { CreateLatchkeyParameters } from '../options/LatchkeyOptions.js'
import { createRegistry } from '../registry/createRegistry.js'
import { cancelSIWX } from '../siwx/cancelSIWX.js'
import { checkSIWXSession } from '../siwx/checkSIWXSession.js'
import { createSIWXStore } from '../siwx/createSIWXStore.js'
import { signInWithSIWX } from '../siwx/signInWithSIWX.js'
import { watchSIWX } from '../siwx/watchSIWX.js'
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
import type { ClientContext, ClientState, LatchkeyStores } from './ClientContext.js'
import { connect } from './connect.js'
import { createSources } from './createSources.js'
import { disconnect } from './disconnect.js'
import { fetchBalance } from './fetchBalance.js'
import { getWalletConnect } from './getWalletConnect.js'
import type { LatchkeyClient } from './LatchkeyClient.js'
import { closeModal, isUnsupportedChainNow, openModal } from './openModal.js'
import { restoreConnections } from './restoreConnections.js'
import { switchNetwork } from './switchNetwork.js'
import { watchAdapterEvents } from './watchAdapterEvents.js'

/** How long a native balance is reused (spec section 9). */
export const balanceCacheDuration = 30_000

/**
 * Creates a Latchkey client from the dapp's options (throwing InvalidOptionError for an
 * unknown or contradictory one), sets up its adapters, and starts restoring a stored
 * connection. Safe on the server: without `window` nothing is read or persisted.
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
  const walletConnect = getWalletConnect(options, stores, log)
  // Basic mode without adapters: each namespace is reached through the WalletConnect session.
  const adapters =
    options.adapters.length > 0 || !walletConnect
      ? options.adapters
      : options.namespaces.map((namespace) => createUniversalAdapter({ namespace, walletConnect }))
  const context: ClientContext = {
    options,
    stores,
    storage,
    adapters: new Map(adapters.map((adapter) => [adapter.namespace, adapter])),
    walletConnect,
    events,
    track(name, ...args) {
      const event = { name, payload: args[0], timestamp: Date.now() } as LatchkeyEvent
      stores.client.setState({ lastEvent: event })
      events.emit(name, ...args)
    },
    balances: createCache({ ttl: balanceCacheDuration }),
    data: createDataContext({ apiUrl: options.apiUrl, projectId: options.projectId }),
    log,
  }
  // Before anything reads storage or the system: these first snapshots are the server's.
  const sources = { ...createSources(stores), ...createDataSources(context.data) }

  const cleanups = [stores.theme.start(), stores.modal.destroy, stores.toast.destroy]
  stores.connectors.start()
  // The wallet registry: featured, recommended and custom wallets, All Wallets, icons. Its lists
  // load at once in a browser, so the modal opens on them; a server render fetches nothing.
  const registry = createRegistry({
    options,
    connectors: stores.connectors,
    toast: stores.toast,
    log,
  })
  cleanups.push(registry.destroy)
  if (typeof window !== 'undefined') void registry.start()
  // Before restoring: a restored connection is checked for a session like a new one.
  cleanups.push(watchSIWX(context))
  cleanups.push(watchAccountData(context))
  for (const adapter of adapters) {
    const namespace = adapter.namespace
    const emitter = createEmitter<AdapterEventMap>()
    adapter.setup({
      networks: options.networks.filter((network) => network.chainNamespace === namespace),
      emitter,
      storage,
      projectId: options.projectId,
      metadata: options.metadata,
      enableInjected: options.enableInjected,
      enableEIP6963: options.enableEIP6963,
      debug: options.debug,
      walletConnect,
    })
    cleanups.push(watchAdapterEvents(context, namespace, emitter))
    cleanups.push(
      adapter.discoverConnectors((list) => stores.connectors.setDiscovered(namespace, list)),
    )
  }
  const ready = restoreConnections(context)
    .catch((error) => log('Failed to restore connections', error))
    .then(() => {
      stores.client.setState({ initialized: true })
      context.track('INITIALIZED')
    })

  const account = (namespace?: ChainNamespace) =>
    namespace ? sources.accountOf(namespace) : sources.account
  const network = (namespace?: ChainNamespace) =>
    namespace ? sources.networkOf(namespace) : sources.network
  const { router } = stores

  return {
    options,
    events,
    ready,
    sources,
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
      signIn: () => signInWithSIWX(context),
      cancel: () => cancelSIWX(context),
      check: () => checkSIWXSession(context),
    },
    open: (openParameters) => openModal(context, openParameters),
    close: () => closeModal(context),
    connect: (connectParameters) => connect(context, connectParameters),
    disconnect: (disconnectParameters) => disconnect(context, disconnectParameters),
    switchNetwork: (caipNetwork) => switchNetwork(context, caipNetwork),
    fetchBalance: (balanceParameters) => fetchBalance(context, balanceParameters),
    fetchTokenBalance: (tokenParameters) => fetchTokenBalance(context, tokenParameters),
    fetchTransactions: (historyParameters) => fetchTransactions(context, historyParameters),
    isUnsupportedChain: (namespace) => isUnsupportedChainNow(context, namespace),
    getProvider(namespace) {
      const target = namespace ?? stores.chains.getState().activeNamespace
      const walletInfo = stores.chains.getState().chains[target]?.account.connectedWalletInfo
      return context.adapters.get(target)?.getProvider(walletInfo?.id)
    },
    getAccount: (namespace) => account(namespace).getSnapshot(),
    watchAccount: (listener, watchParameters) =>
      account(watchParameters?.namespace).subscribe(listener),
    getNetwork: (namespace) => network(namespace).getSnapshot(),
    watchNetwork: (listener, watchParameters) =>
      network(watchParameters?.namespace).subscribe(listener),
    getState: sources.state.getSnapshot,
    watchState: sources.state.subscribe,
    getConnectors: sources.connectors.getSnapshot,
    watchConnectors: sources.connectors.subscribe,
    getConnection: sources.connection.getSnapshot,
    watchConnection: sources.connection.subscribe,
    getRouter: sources.router.getSnapshot,
    watchRouter: sources.router.subscribe,
    getModal: sources.modal.getSnapshot,
    watchModal: sources.modal.subscribe,
    getToast: sources.toast.getSnapshot,
    watchToast: sources.toast.subscribe,
    getTheme: sources.theme.getSnapshot,
    watchTheme: sources.theme.subscribe,
    getLastEvent: sources.lastEvent.getSnapshot,
    watchLastEvent: sources.lastEvent.subscribe,
    getSIWX: sources.siwx.getSnapshot,
    watchSIWX: sources.siwx.subscribe,
    getPortfolio: sources.portfolio.getSnapshot,
    watchPortfolio: sources.portfolio.subscribe,
    getHistory: sources.history.getSnapshot,
    watchHistory: sources.history.subscribe,
    setWcLinking: stores.connection.setWcLinking,
    showToast: stores.toast.show,
    hideToast: stores.toast.hide,
    shake: stores.modal.shake,
    setThemeMode: stores.theme.setThemeMode,
    setThemeVariables: stores.theme.setThemeVariables,
    destroy() {
      for (const cleanup of cleanups.splice(0)) cleanup()
    },
  }
}
