import type { Connector } from '../connectors/Connector.js'
import type { Store } from '../store/createStore.js'
import type { ImageLoader } from './createImageLoader.js'
import type { CreateRegistryParameters } from './createRegistry.js'
import type { RegistryPages, RegistrySearch, RegistryState } from './createRegistryStore.js'
import type { RegistryWallet } from './registryApi.js'
import { reportRegistryError } from './reportRegistryError.js'
import { type ListableWallet, toRegistryConnector } from './toRegistryConnector.js'

/** What the registry's loads work on: the registry's parameters, its store and its icon loader. */
export type RegistryLoadsParameters = CreateRegistryParameters & {
  store: Store<RegistryState>
  images: Pick<ImageLoader, 'load'>
}

/** What every load of the registry shares: the lists' filters and the ways to tell its outcome. */
export type RegistryLoadContext = Pick<
  RegistryLoadsParameters,
  'options' | 'connectors' | 'store' | 'log'
> & {
  /** The only wallets to list (`includeWalletIds`), or undefined for all. */
  include: readonly string[] | undefined
  /** The wallets never to list (`excludeWalletIds`). */
  exclude: readonly string[]
  /** The dapp's networks, as CAIP-2 ids: the service lists wallets supporting one of them. */
  chains: readonly string[]
  /** The featured wallets the include list lets through, in the dapp's order. */
  featuredIds: readonly string[]
  /** The wallets as connectors on the dapp's namespaces. */
  toConnectors(wallets: readonly ListableWallet[]): Connector[]
  /** Fetches the icons of the first `count` wallets (all by default). */
  prefetch(wallets: readonly RegistryWallet[], count?: number): void
  /** Tells of a failed request (see reportRegistryError). */
  report(error: unknown, toastIt: boolean): void
  /** A request went through: a configuration alert from before is over. */
  succeeded(): void
  setPages(pages: Partial<RegistryPages>): void
  setSearch(search: Partial<RegistrySearch>): void
}

/** Makes what the registry's loads share from the registry's parameters. */
export function createRegistryLoadContext(
  parameters: RegistryLoadsParameters,
): RegistryLoadContext {
  const { options, connectors, log, store, images } = parameters
  const include = options.includeWalletIds.length > 0 ? options.includeWalletIds : undefined
  return {
    options,
    connectors,
    store,
    log,
    include,
    exclude: options.excludeWalletIds,
    chains: options.networks.map((network) => network.caipNetworkId),
    featuredIds: options.featuredWalletIds.filter((id) => !include || include.includes(id)),
    toConnectors: (wallets) =>
      wallets.map((wallet) => toRegistryConnector(wallet, options.namespaces)),
    prefetch(wallets, count = wallets.length) {
      for (const wallet of wallets.slice(0, count))
        images.load(wallet.image_id).catch((error) => log('Could not load a wallet icon', error))
    },
    report: (error, toastIt) => reportRegistryError(parameters, error, toastIt),
    succeeded: () => store.setState({ alert: undefined }),
    setPages: (pages) => store.setState((state) => ({ pages: { ...state.pages, ...pages } })),
    setSearch: (search) => store.setState((state) => ({ search: { ...state.search, ...search } })),
  }
}
