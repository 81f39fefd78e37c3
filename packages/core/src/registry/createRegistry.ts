import { createExternalValue, type ExternalValue } from '../client/createExternalValue.js'
import type { Unwatch, WatchListener } from '../client/LatchkeyClient.js'
import { loadOnce } from '../client/loadOnce.js'
import { WalletsLoadError } from '../errors/WalletsLoadError.js'
import type { ResolvedOptions } from '../options/LatchkeyOptions.js'
import type { ConnectorsStore } from '../stores/createConnectorsStore.js'
import type { ToastStore } from '../stores/createToastStore.js'
import { createImageLoader, type ImageLoader } from './createImageLoader.js'
import type { RegistryClient } from './createRegistryClient.js'
import { createRegistryStore, type RegistryState } from './createRegistryStore.js'
import { registryLimits } from './registryLimits.js'
import type { RegistryLoads } from './registryLoads.js'

/** What the registry is built with. */
export type CreateRegistryParameters = {
  options: ResolvedOptions
  connectors: ConnectorsStore
  toast: ToastStore
  log(message: string, error?: unknown): void
  /** The fetch to use; default the global one. */
  fetch?: typeof globalThis.fetch | undefined
  /** Makes an image URL from its bytes; default `URL.createObjectURL`. */
  createImageUrl?: ((blob: Blob) => string) | undefined
}

/** The wallet list's registry, as `client.registry`: its state, its loads and its icons. */
export type LatchkeyRegistry = {
  /** The state in the shape `useSyncExternalStore` binds to. */
  readonly source: ExternalValue<RegistryState>
  getState(): RegistryState
  watchState(listener: WatchListener<RegistryState>): Unwatch
  /**
   * Loads the Connect view's lists (featured, recommended, the count, excluded wallets' rdns)
   * and the analytics setting; once, and again after a failure. The client starts it in a
   * browser; the views call it too, so a failed start is retried when the modal opens.
   */
  start(): Promise<void>
  /** Loads All Wallets' next page (40 entries; icons fetched for the first 20). */
  loadMore(): Promise<void>
  /** Loads All Wallets' first page unless it is loaded or on its way (when it is about to open). */
  preload(): Promise<void>
  /** Searches by name after a 300 ms pause (up to 100 results); '' ends the search. */
  search(query: string): void
  /** Loads again what failed last: the search, the next page, or the Connect view's lists. */
  retry(): void
  setLegalAccepted(accepted: boolean): void
  /** The one cached loader of wallet icons (each fetched once per page load). */
  readonly images: Pick<ImageLoader, 'get' | 'load' | 'subscribe'>
}

/** The registry plus what only the client calls. */
export type Registry = LatchkeyRegistry & { destroy(): void }

/**
 * Makes the client's registry over the wallet listing service at `registryUrl`. Without it (or
 * with wallets off) nothing is fetched and only custom wallets are listed beside the page's.
 * Its state, icons and the search's pause are here; its loads, the service's client and custom
 * wallets' entries are a chunk (registryLoads.ts) that `start` loads, out of the first load.
 */
export function createRegistry(parameters: CreateRegistryParameters): Registry {
  const { options, log } = parameters
  const enabled = Boolean(options.registryUrl && options.enableWallets)
  const store = createRegistryStore({
    status: enabled ? 'idle' : 'disabled',
    count: options.customWallets.length,
  })
  const loadChunk =
    enabled || options.customWallets.length > 0
      ? loadOnce(() =>
          import('./registryLoads.js').then((module) =>
            module.createRegistryLoads({ ...parameters, store, images }),
          ),
        )
      : undefined
  let loads: RegistryLoads | undefined
  // A chunk that failed to load is the lists' error, retried like a failed request.
  const withLoads = (run: (loaded: RegistryLoads) => Promise<void>) =>
    loadChunk
      ? loadChunk().then(
          (loaded) => {
            loads = loaded
            return run(loaded)
          },
          (error: unknown) => {
            log('Could not load the wallet registry', error)
            if (enabled) store.setState({ status: 'error', error: asRegistryError(error) })
          },
        )
      : Promise.resolve()
  const images = createImageLoader({
    fetchImage: (imageId) =>
      enabled && loadChunk
        ? loadChunk().then((loaded) => (loaded.client as RegistryClient).getWalletImage(imageId))
        : Promise.reject(new Error('No registryUrl')),
    createUrl: parameters.createImageUrl,
  })
  const start = () =>
    store.getState().status === 'ready' ? Promise.resolve() : withLoads((loaded) => loaded.start())
  const loadMore = () => (enabled ? withLoads((loaded) => loaded.loadMore()) : Promise.resolve())
  const setSearch = (search: Partial<RegistryState['search']>) =>
    store.setState((state) => ({ search: { ...state.search, ...search } }))

  let searchTimer: ReturnType<typeof setTimeout> | undefined
  const runSearch = (query: string) =>
    enabled
      ? withLoads((loaded) => loaded.runSearch(query))
      : Promise.resolve(setSearch({ status: 'ready', wallets: [] }))
  function search(query: string) {
    clearTimeout(searchTimer)
    loads?.abortSearch()
    if (query.trim() === '')
      return setSearch({ query, wallets: [], status: 'idle', error: undefined })
    setSearch({ query, status: 'waiting', error: undefined })
    searchTimer = setTimeout(() => void runSearch(query.trim()), registryLimits.searchDelay)
  }

  return {
    source: createExternalValue(store.getState, [store]),
    getState: store.getState,
    watchState: (listener) => store.subscribe((state) => state, listener),
    start,
    loadMore,
    preload() {
      const { pages } = store.getState()
      return pages.page === 0 && pages.status === 'idle' ? loadMore() : Promise.resolve()
    },
    search,
    retry() {
      const state = store.getState()
      if (state.search.status === 'error') void runSearch(state.search.query.trim())
      else if (state.pages.status === 'error') void loadMore()
      else if (state.status === 'error') void start()
    },
    setLegalAccepted: (legalAccepted) => store.setState({ legalAccepted }),
    images,
    destroy() {
      clearTimeout(searchTimer)
      loads?.abortSearch()
      images.destroy()
    },
  }
}

/** A failure as the state's error: itself when it is an Error. */
export const asRegistryError = (error: unknown) =>
  error instanceof Error ? error : new WalletsLoadError({ cause: error })
