import { loadOnce } from '../client/loadOnce.js'
import type {
  CreateDataApiClientParameters,
  DataApiClient,
  NameServiceCalls,
} from './createDataApiClient.js'

/**
 * The data API client the client holds from its start: every call but the name service's, which
 * the names feature makes with its own client when it loads (they would grow the first load).
 */
export type LazyDataApiClient = Omit<DataApiClient, keyof NameServiceCalls>

/**
 * The data API client, loaded on its first call: its schemas (and valibot) stay out of the
 * page's first load, which needs no token, name or history before a wallet is connected.
 */
export function createLazyDataApiClient(
  parameters: CreateDataApiClientParameters,
): LazyDataApiClient {
  const load = loadOnce(() =>
    import('./createDataApiClient.js').then((module) => module.createDataApiClient(parameters)),
  )
  return {
    getSupportedChains: () => load().then((api) => api.getSupportedChains()),
    getBalance: (request) => load().then((api) => api.getBalance(request)),
    getFungiblePrice: (request) => load().then((api) => api.getFungiblePrice(request)),
    getIdentity: (request) => load().then((api) => api.getIdentity(request)),
    getProfileAccount: (request) => load().then((api) => api.getProfileAccount(request)),
    getHistory: (request) => load().then((api) => api.getHistory(request)),
  }
}
