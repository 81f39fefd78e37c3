import type { AdapterEventMap } from '../adapter/ChainAdapter.js'
import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import { trackEvent } from '../client/trackEvent.js'
import type { Emitter } from '../events/createEmitter.js'
import { followUnsupportedChain } from './followUnsupportedChain.js'
import { refreshBalance } from './refreshBalance.js'
import { resetNamespace } from './resetNamespace.js'
import { resolveNetwork } from './resolveNetwork.js'
import { setAccountNetwork } from './setAccountNetwork.js'

/**
 * Applies what a namespace's wallet reports on its own: new accounts (none means
 * disconnected), a new chain (an 'Unknown Network' entry when not configured, which may
 * bring up UnsupportedChain), and a disconnect. Events for a namespace that is not
 * connected are ignored. Returns an unwatch function.
 */
export function watchAdapterEvents(
  context: LatchkeyClient,
  namespace: ChainNamespace,
  emitter: Emitter<AdapterEventMap>,
): () => void {
  const { chains } = context.stores
  const connected = () => {
    const chain = chains.getState().chains[namespace]
    return chain?.account.status === 'connected' ? chain : undefined
  }
  const onDisconnect = () => {
    // A disconnect core asked for ends through the disconnect action, failure included.
    if (!connected() || context.stores.connection.getState().disconnecting) return
    resetNamespace(context, namespace)
    trackEvent(context, 'DISCONNECT_SUCCESS', { namespace })
  }

  // A malformed report (an address or chain id that is no CAIP part) is logged, not thrown
  // back into the adapter's provider listener.
  const guard =
    <payload>(handle: (payload: payload) => void) =>
    (payload: payload) => {
      try {
        handle(payload)
      } catch (error) {
        logDebug(context, `Ignored a ${namespace} wallet event`, error)
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
