import type { AdapterImplementation } from './createAdapter.js'

/** Methods a lazily loaded implementation must have: the required ones, signing and sending. */
export type LoadedImplementation<provider> = AdapterImplementation<provider> &
  Required<Pick<AdapterImplementation<provider>, 'signMessage' | 'sendTransaction'>>

/**
 * An adapter's methods kept in a chunk of their own: each call waits for `load` (shared, see
 * `loadOnce`), builds the implementation once with `create`, and runs there. Until then there
 * is no provider and nothing to detach.
 */
export function lazyImplementation<module, provider>(
  load: () => Promise<module>,
  create: (module: module) => LoadedImplementation<provider>,
): AdapterImplementation<provider> {
  let loaded: LoadedImplementation<provider> | undefined
  const use = async () => {
    const module = await load()
    loaded ??= create(module)
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
}
