import { loadOnce } from '../client/loadOnce.js'
import type { CreateRegistryClientParameters, RegistryClient } from './createRegistryClient.js'

/**
 * The wallet listing service's client, loaded on its first call: its schemas (and valibot) stay
 * out of the page's first load; a page without `registryUrl` never loads them.
 */
export function createLazyRegistryClient(
  parameters: CreateRegistryClientParameters,
): RegistryClient {
  const load = loadOnce(() =>
    import('./createRegistryClient.js').then((module) => module.createRegistryClient(parameters)),
  )
  return {
    getWallets: (request) => load().then((client) => client.getWallets(request)),
    getWalletImage: (imageId, signal) =>
      load().then((client) => client.getWalletImage(imageId, signal)),
    getAnalyticsConfig: () => load().then((client) => client.getAnalyticsConfig()),
  }
}
