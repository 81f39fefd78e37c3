import { type Cache, createCache } from '../cache/createCache.js'
import type { TokenBalance } from '../stores/chainState.js'
import { createHistoryStore, type HistoryStore } from './createHistoryStore.js'
import { createLazyDataApiClient, type LazyDataApiClient } from './createLazyDataApiClient.js'
import { createPortfolioStore, type PortfolioStore } from './createPortfolioStore.js'
import type { IdentityResponse } from './dataApi.js'

/** How long a token list is reused (spec section 9's portfolio lifetime). */
const portfolioCacheDuration = 30_000
/** How long an identity is reused (spec section 9). */
const identityCacheDuration = 5 * 60_000
/** How long a failed token-balance fetch blocks the next one (spec section 4). */
export const tokenBalanceRetryDelay = 30_000

/** What the data actions share (internal: part of the client's context). */
export type DataContext = {
  /** The data API's client; undefined without the `apiUrl` option. */
  api: LazyDataApiClient | undefined
  portfolio: PortfolioStore
  history: HistoryStore
  /** Token lists by CAIP-10 account, kept 30 s. */
  portfolios: Cache<Promise<TokenBalance[]>>
  /** Identities by lower-case address, kept 5 minutes. */
  identities: Cache<Promise<IdentityResponse>>
  /** The chains the data API serves, asked once per client (a failure is asked again). */
  supportedChains: Promise<readonly string[]> | undefined
  /** Bumped by each history fetch, so an answer that was overtaken is dropped. */
  historyRequest: number
}

/** Options of `createDataContext`. */
export type CreateDataContextParameters = {
  apiUrl: string | undefined
  projectId: string | undefined
  fetch?: typeof globalThis.fetch | undefined
}

/** Makes the data actions' shared state: the API client, the stores and the caches. */
export function createDataContext(parameters: CreateDataContextParameters): DataContext {
  return {
    api: parameters.apiUrl
      ? createLazyDataApiClient({
          baseUrl: parameters.apiUrl,
          projectId: parameters.projectId,
          fetch: parameters.fetch,
        })
      : undefined,
    portfolio: createPortfolioStore(),
    history: createHistoryStore(),
    portfolios: createCache({ ttl: portfolioCacheDuration }),
    identities: createCache({ ttl: identityCacheDuration }),
    supportedChains: undefined,
    historyRequest: 0,
  }
}
