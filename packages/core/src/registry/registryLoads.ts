// The registry's loads: the Connect view's lists, All Wallets' pages and the search, with the
// listing service's client and custom wallets' entries. A chunk of its own, loaded by
// createRegistry once a browser starts the registry: none of it is needed to draw the button.

import { createRegistryClient, type RegistryClient } from './createRegistryClient.js'
import {
  createRegistryLoadContext,
  type RegistryLoadsParameters,
} from './createRegistryLoadContext.js'
import { loadConnectLists } from './loadConnectLists.js'
import { loadWalletsPage } from './loadWalletsPage.js'
import { searchWallets } from './searchWallets.js'

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

/**
 * Lists the custom wallets and makes the loads over the listing service at `registryUrl`:
 * a start or a page on its way is shared by whoever asks meanwhile; a new search aborts the last.
 */
export function createRegistryLoads(parameters: RegistryLoadsParameters): RegistryLoads {
  const { options } = parameters
  const registry =
    options.registryUrl && options.enableWallets
      ? createRegistryClient({
          baseUrl: options.registryUrl,
          projectId: options.projectId,
          fetch: parameters.fetch,
        })
      : undefined
  const context = createRegistryLoadContext(parameters)
  parameters.connectors.setListed({ custom: context.toConnectors(options.customWallets) })

  let starting: Promise<void> | undefined
  function start() {
    if (!registry || parameters.store.getState().status === 'ready') return Promise.resolve()
    starting ??= loadConnectLists(registry, context).finally(() => {
      starting = undefined
    })
    return starting
  }

  let loadingPage: Promise<void> | undefined
  function loadMore() {
    if (!registry) return Promise.resolve()
    loadingPage ??= start()
      .then(() => loadWalletsPage(registry, context))
      .finally(() => {
        loadingPage = undefined
      })
    return loadingPage
  }

  let searchAbort: AbortController | undefined
  async function runSearch(query: string) {
    searchAbort?.abort()
    if (!registry) return context.setSearch({ status: 'ready', wallets: [] })
    const controller = new AbortController()
    searchAbort = controller
    return searchWallets(registry, context, query, controller.signal)
  }

  return {
    client: registry,
    start,
    loadMore,
    runSearch,
    abortSearch: () => searchAbort?.abort(),
  }
}
