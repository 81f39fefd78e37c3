import type { AdapterEventMap } from '../adapter/ChainAdapter.js'
import type { ChainNamespace } from '../caip/namespaces.js'
import type { Emitter } from '../events/createEmitter.js'
import type { ClientContext } from './ClientContext.js'
import { resetNamespace, resolveNetwork, setAccountNetwork } from './connectionState.js'
import { refreshBalance } from './fetchBalance.js'
import { followUnsupportedChain } from './openModal.js'

/**
 * Applies what a namespace's wallet reports on its own: new accounts (none means
 * disconnected), a new chain (an 'Unknown Network' entry when not configured, which may
 * bring up UnsupportedChain), and a disconnect. Events for a namespace that is not
 * connected are ignored. Returns an unwatch function.
 */
export function watchAdapterEvents(
  context: ClientContext,
  namespace: ChainNamespace,
  emitter: Emitter<AdapterEventMap>,
): () => void {
  const { chains } = context.stores
  const connected = () => {
    const chain = chains.getState().chains[namespace]
    return chain?.account.status === 'connected' ? chain : undefined
  }
  const onDisconnect = () => {
    if (!connected()) return
    resetNamespace(context, namespace)
    context.track('DISCONNECT_SUCCESS', { namespace })
  }

  // A malformed report (an address or chain id that is no CAIP part) is logged, not thrown
  // back into the adapter's provider listener.
  const guard =
    <payload>(handle: (payload: payload) => void) =>
    (payload: payload) => {
      try {
        handle(payload)
      } catch (error) {
        context.log(`Ignored a ${namespace} wallet event`, error)
      }
    }

  const unwatch = [
    emitter.on(
      'accountsChanged',
      guard(({ accounts }) => {
        const chain = connected()
        const [first] = accounts
        if (!chain?.network.caipNetwork) return
        if (!first) return onDisconnect()
        setAccountNetwork(context, namespace, chain.network.caipNetwork, first.address, {
          allAccounts: accounts,
        })
        refreshBalance(context, namespace)
      }),
    ),
    emitter.on(
      'chainChanged',
      guard(({ chainId }) => {
        const chain = connected()
        if (!chain?.account.address) return
        setAccountNetwork(
          context,
          namespace,
          resolveNetwork(context, namespace, chainId),
          chain.account.address,
        )
        refreshBalance(context, namespace)
        followUnsupportedChain(context, namespace)
      }),
    ),
    emitter.on('disconnect', guard(onDisconnect)),
  ]
  return () => {
    for (const off of unwatch) off()
  }
}
