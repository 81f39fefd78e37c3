import { createExternalValue, type ExternalValue } from '../client/createExternalValue.js'
import type { Unwatch, WatchListener } from '../client/LatchkeyClient.js'
import { BaseError } from '../errors/base.js'
import { ProjectConfigurationError } from '../errors/registry.js'
import type { ResolvedOptions } from '../options/LatchkeyOptions.js'
import type { ConnectorsStore } from '../stores/createConnectorsStore.js'
import type { ToastStore } from '../stores/createToastStore.js'
import { createImageLoader, type ImageLoader } from './createImageLoader.js'
import { createLazyRegistryClient } from './createLazyRegistryClient.js'
import type { RegistryClient } from './createRegistryClient.js'
import {
  createRegistryStore,
  type RegistryPages,
  type RegistrySearch,
  type RegistryState,
} from './createRegistryStore.js'
import type { GetWalletsResponse, RegistryWallet } from './registryApi.js'
import { registryLimits } from './registryLimits.js'
import { toRegistryConnector } from './toRegistryConnector.js'

/** The toast shown when a list of wallets could not be loaded (a refused project shows its alert instead). */
export const walletsLoadErrorMessage = 'Failed to load wallets'

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

const noWallets: GetWalletsResponse = { data: [], count: 0 }

/**
 * Makes the client's registry over the wallet listing service at `registryUrl`. Without it (or
 * with wallets off) nothing is fetched and only custom wallets are listed beside the page's.
 */
export function createRegistry(parameters: CreateRegistryParameters): Registry {
  const { options, connectors, toast, log } = parameters
  const { namespaces, excludeWalletIds: exclude } = options
  const registry =
    options.registryUrl && options.enableWallets
      ? createLazyRegistryClient({
          baseUrl: options.registryUrl,
          projectId: options.projectId,
          fetch: parameters.fetch,
        })
      : undefined
  const store = createRegistryStore({
    status: registry ? 'idle' : 'disabled',
    count: options.customWallets.length,
  })
  const images = createImageLoader({
    fetchImage: (imageId) =>
      registry ? registry.getWalletImage(imageId) : Promise.reject(new Error('No registryUrl')),
    createUrl: parameters.createImageUrl,
  })
  const include = options.includeWalletIds.length > 0 ? options.includeWalletIds : undefined
  const chains = options.networks.map((network) => network.caipNetworkId)
  const featuredIds = options.featuredWalletIds.filter((id) => !include || include.includes(id))
  const toConnectors = (wallets: readonly Parameters<typeof toRegistryConnector>[0][]) =>
    wallets.map((wallet) => toRegistryConnector(wallet, namespaces))
  connectors.setListed({ custom: toConnectors(options.customWallets) })

  const prefetch = (wallets: readonly RegistryWallet[], count = wallets.length) => {
    for (const wallet of wallets.slice(0, count))
      images.load(wallet.image_id).catch((error) => log('Could not load a wallet icon', error))
  }
  // A refused project is the spec's configuration alert: shown once as a toast, kept in the
  // state for the views. Any other failure is a toast the views offer a retry for.
  const report = (error: unknown, toastIt: boolean) => {
    log('Wallet registry request failed', error)
    if (error instanceof ProjectConfigurationError) {
      if (store.getState().alert?.code !== error.code)
        toast.show({ message: error.shortMessage, variant: 'error' })
      store.setState({ alert: error })
    } else if (toastIt) toast.show({ message: walletsLoadErrorMessage, variant: 'error' })
  }
  const succeeded = () => store.setState({ alert: undefined })
  const asError = (error: unknown) =>
    error instanceof Error ? error : new BaseError(walletsLoadErrorMessage, { cause: error })
  const setPages = (pages: Partial<RegistryPages>) =>
    store.setState((state) => ({ pages: { ...state.pages, ...pages } }))
  const setSearch = (search: Partial<RegistrySearch>) =>
    store.setState((state) => ({ search: { ...state.search, ...search } }))

  let starting: Promise<void> | undefined
  async function loadConnectLists(client: RegistryClient) {
    store.setState({ status: 'loading', error: undefined })
    if (options.features.analytics)
      client.getAnalyticsConfig().then(
        ({ isAnalyticsEnabled }) => store.setState({ analyticsEnabled: isAnalyticsEnabled }),
        (error) => {
          // Spec section 7: on failure analytics is off.
          log('Analytics configuration unavailable: analytics off', error)
          store.setState({ analyticsEnabled: false })
        },
      )
    try {
      const [featured, recommended, excluded] = await Promise.all([
        featuredIds.length > 0
          ? client.getWallets({
              include: featuredIds,
              exclude,
              chains,
              entries: registryLimits.featuredPageSize,
            })
          : noWallets,
        // Twice the shown count: installed wallets among them are left out by the view.
        client.getWallets({
          include,
          exclude: [...exclude, ...featuredIds],
          chains,
          entries: registryLimits.recommendedCount * 2,
        }),
        getExcludedWallets(client, exclude),
      ])
      succeeded()
      store.setState({
        status: 'ready',
        featured: featured.data,
        recommended: recommended.data,
        count: featured.count + recommended.count + options.customWallets.length,
      })
      connectors.setListed({
        featured: toConnectors(featured.data),
        recommended: toConnectors(recommended.data),
        excludedRdns: excluded.flatMap((wallet) => (wallet.rdns ? [wallet.rdns] : [])),
      })
      prefetch([...featured.data, ...recommended.data])
    } catch (error) {
      store.setState({ status: 'error', error: asError(error) })
      report(error, false)
    }
  }
  function start() {
    if (!registry || store.getState().status === 'ready') return Promise.resolve()
    starting ??= loadConnectLists(registry).finally(() => {
      starting = undefined
    })
    return starting
  }

  let loadingPage: Promise<void> | undefined
  async function loadPage(client: RegistryClient) {
    await start()
    const { pages, featured } = store.getState()
    if (pages.count !== undefined && pages.wallets.length >= pages.count) return
    const page = pages.page + 1
    setPages({ status: 'loading', error: undefined })
    try {
      const result = await client.getWallets({
        page,
        entries: registryLimits.pageSize,
        include,
        // The featured wallets head the list already.
        exclude: [...exclude, ...featured.map((wallet) => wallet.id)],
        chains,
      })
      succeeded()
      const wallets = [...pages.wallets, ...result.data]
      // An empty page ends the list even if the catalog shrank under the count.
      setPages({
        wallets,
        page,
        count: result.data.length === 0 ? wallets.length : result.count,
        status: 'ready',
      })
      prefetch(result.data, registryLimits.pageImageCount)
    } catch (error) {
      setPages({ status: 'error', error: asError(error) })
      report(error, true)
    }
  }
  function loadMore() {
    if (!registry) return Promise.resolve()
    loadingPage ??= loadPage(registry).finally(() => {
      loadingPage = undefined
    })
    return loadingPage
  }

  let searchTimer: ReturnType<typeof setTimeout> | undefined
  let searchAbort: AbortController | undefined
  async function runSearch(query: string) {
    searchAbort?.abort()
    if (!registry) return setSearch({ status: 'ready', wallets: [] })
    const controller = new AbortController()
    searchAbort = controller
    setSearch({ status: 'loading', error: undefined })
    try {
      const result = await registry.getWallets({
        search: query,
        entries: registryLimits.searchEntries,
        include,
        exclude,
        chains,
        signal: controller.signal,
      })
      if (controller.signal.aborted) return
      succeeded()
      setSearch({ wallets: result.data, status: 'ready' })
      prefetch(result.data, registryLimits.pageImageCount)
    } catch (error) {
      if (controller.signal.aborted) return
      setSearch({ status: 'error', error: asError(error) })
      report(error, true)
    }
  }
  function search(query: string) {
    clearTimeout(searchTimer)
    searchAbort?.abort()
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
      searchAbort?.abort()
      images.destroy()
    },
  }
}

// The excluded wallets' entries, for their rdns: an installed wallet announcing one is hidden.
async function getExcludedWallets(client: RegistryClient, exclude: readonly string[]) {
  const chunks: string[][] = []
  for (let index = 0; index < exclude.length; index += registryLimits.searchEntries)
    chunks.push(exclude.slice(index, index + registryLimits.searchEntries))
  const pages = await Promise.all(
    chunks.map((ids) => client.getWallets({ include: ids, entries: registryLimits.searchEntries })),
  )
  return pages.flatMap((page) => page.data)
}
