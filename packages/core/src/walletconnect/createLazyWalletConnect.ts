import { loadRpcErrors } from '../errors/loadRpcErrors.js'
import type { CreateWalletConnectParameters } from './createWalletConnect.js'
import { getWalletConnectConnector } from './getWalletConnectConnector.js'
import type { WalletConnect } from './WalletConnect.js'

const loadSdk = () =>
  import('./loadUniversalProvider.js').then((module) => module.loadUniversalProvider())

/**
 * The client's WalletConnect as the first page load carries it: the connector, and methods that
 * load the real one (createWalletConnect, a chunk of its own) and the SDK together on first use.
 */
export function createLazyWalletConnect(parameters: CreateWalletConnectParameters): WalletConnect {
  let loaded: WalletConnect | undefined
  let loading: Promise<WalletConnect> | undefined
  // Bumped by cancel: a connection asked for before the chunks arrived is given up too.
  let generation = 0
  const load = () => {
    loading ??= (async () => {
      // Both chunks at once: the SDK is the large one and need not wait for the other. Its
      // loader is a chunk too, so Vite's list of the SDK's files stays out of the first load.
      const sdk = (parameters.loadProvider ?? loadSdk)()
      sdk.catch(() => {})
      const { createWalletConnect } = await import('./createWalletConnect.js')
      loaded = createWalletConnect({ ...parameters, loadProvider: () => sdk })
      return loaded
    })().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
  return {
    getConnector: getWalletConnectConnector,
    async connect(namespace) {
      const asked = generation
      const walletConnect = await load()
      if (asked !== generation)
        throw new (await loadRpcErrors()).UserRejectedRequestError({
          details: 'The pairing was given up.',
        })
      return walletConnect.connect(namespace)
    },
    reconnect: async (namespace) => (await load()).reconnect(namespace),
    selectNetwork: (caipNetwork) => loaded?.selectNetwork(caipNetwork),
    cancel() {
      generation++
      loaded?.cancel()
    },
    disconnect: async () => loaded?.disconnect(),
    getProvider: (namespace) => loaded?.getProvider(namespace),
    async setDeepLink(linking) {
      if (!linking && !loaded) return
      await (await load()).setDeepLink(linking)
    },
    // A request can wait only on a session, which needs the real one loaded.
    resendRequest: (id) => loaded?.resendRequest(id) ?? false,
    cancelRequest: (id) => loaded?.cancelRequest(id) ?? false,
  }
}
