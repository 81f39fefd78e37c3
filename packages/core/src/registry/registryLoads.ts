// The registry's loads: the Connect view's lists, All Wallets' pages and the search, with the
// listing service's client and custom wallets' entries. A chunk of its own, loaded by
// createRegistry once a browser starts the registry: none of it is needed to draw the button.
import { ProjectConfigurationError, walletsLoadErrorMessage } from '../errors/registry.js'
import type { Store } from '../store/createStore.js'
import type { ImageLoader } from './createImageLoader.js'
import { asRegistryError, type CreateRegistryParameters } from './createRegistry.js'
import { createRegistryClient, type RegistryClient } from './createRegistryClient.js'
import type { RegistryPages, RegistrySearch, RegistryState } from './createRegistryStore.js'
import type { GetWalletsResponse, RegistryWallet } from './registryApi.js'
import { registryLimits } from './registryLimits.js'
import { toRegistryConnector } from './toRegistryConnector.js'

/** What the loads work on: the registry's parameters, its store and its icon loader. */
export type RegistryLoadsParameters = CreateRegistryParameters & {
  store: Store<RegistryState>
  images: Pick<ImageLoader, 'load'>
}

/** What the registry's methods call once this chunk is loaded. */
export type RegistryLoads = {
  /** The listing service's client; undefined without `registryUrl` (custom wallets only). */
  client: RegistryClient | undefined
  start(): Promise<void>
  loadMore(): Promise<void>
  /** Runs a search now (the typing pause is the caller's). */
  runSearch(query: string): Promise<void>
  /** Aborts the search on its way, if any. */
  abortSearch(): void
}

const noWallets: GetWalletsResponse = { data: [], count: 0 }

/** Lists the custom wallets and makes the loads over the listing service at `registryUrl`. */
export function createRegistryLoads(parameters: RegistryLoadsParameters): RegistryLoads {
  const { options, connectors, toast, log, store, images } = parameters
  const { namespaces, excludeWalletIds: exclude } = options
  const registry =
    options.registryUrl && options.enableWallets
      ? createRegistryClient({
          baseUrl: options.registryUrl,
          projectId: options.projectId,
          fetch: parameters.fetch,
        })
      : undefined
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
      store.setState({ status: 'error', error: asRegistryError(error) })
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
      setPages({ status: 'error', error: asRegistryError(error) })
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
      setSearch({ status: 'error', error: asRegistryError(error) })
      report(error, true)
    }
  }
  return {
    client: registry,
    start,
    loadMore,
    runSearch,
    abortSearch: () => searchAbort?.abort(),
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
