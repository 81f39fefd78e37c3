import type { ChainAdapter } from '../adapter/ChainAdapter.js'
import { createAdapter } from '../adapter/createAdapter.js'
import type { ChainNamespace } from '../caip/namespaces.js'
import { loadOnce } from '../client/loadOnce.js'
import type { UniversalImplementation } from './universalImplementation.js'

/** A provider that answers a namespace's RPC methods (a WalletConnect session's, in basic mode). */
export type RequestProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (payload: unknown) => void): void
  removeListener(event: string, listener: (payload: unknown) => void): void
}

/** What a universal adapter is made from. */
export type CreateUniversalAdapterParameters = { namespace: ChainNamespace }

// Its methods load on their first call (a connection in basic mode), out of the first load.
const loadImplementation = loadOnce(() => import('./universalImplementation.js'))

/**
 * The adapter of a namespace in basic mode, when the dapp passes no adapters: whatever provider
 * a source yields (a WalletConnect session) is its only way to the chain. eip155 balances,
 * signing and sending go through the provider's requests; other namespaces connect and switch only.
 */
export function createUniversalAdapter(
  parameters: CreateUniversalAdapterParameters,
): ChainAdapter<RequestProvider> {
  const { namespace } = parameters
  return createAdapter<RequestProvider>({
    namespace,
    setup(context) {
      let loaded: UniversalImplementation | undefined
      const use = async () => {
        const module = await loadImplementation()
        loaded ??= module.createUniversalImplementation(namespace, context)
        return loaded
      }
      return {
        attach: async (attachParameters) => (await use()).attach(attachParameters),
        detach: () => loaded?.detach(),
        switchNetwork: async (caipNetwork) => (await use()).switchNetwork(caipNetwork),
        getBalance: async (balanceParameters) => (await use()).getBalance(balanceParameters),
        signMessage: async (signParameters) => (await use()).signMessage(signParameters),
        sendTransaction: async (sendParameters) => (await use()).sendTransaction(sendParameters),
        getProvider: () => loaded?.getProvider?.(),
      }
    },
  })
}
