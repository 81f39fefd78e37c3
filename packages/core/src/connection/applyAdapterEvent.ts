import type { AdapterEventMap } from '../adapter/ChainAdapter.js'
import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { trackEvent } from '../client/trackEvent.js'
import type { ChainState } from '../stores/chainState.js'
import { followUnsupportedChain } from './followUnsupportedChain.js'
import { refreshBalance } from './refreshBalance.js'
import { resetNamespace } from './resetNamespace.js'
import { resolveNetwork } from './resolveNetwork.js'
import { setAccountNetwork } from './setAccountNetwork.js'

/** One report of a namespace's wallet: its name and payload (see AdapterEventMap). */
export type AdapterEvent = {
  [name in keyof AdapterEventMap]: { name: name; payload: AdapterEventMap[name] }
}[keyof AdapterEventMap]

/**
 * Applies one report of a connected namespace's wallet (`chain` is its state): new accounts
 * (none means disconnected), a new chain (an 'Unknown Network' entry when not configured, which
 * may bring up UnsupportedChain), a disconnect. A chunk of its own: only a connected page needs it.
 */
export function applyAdapterEvent(
  context: LatchkeyClient,
  namespace: ChainNamespace,
  chain: ChainState,
  event: AdapterEvent,
): void {
  const address =
    event.name === 'accountsChanged' ? event.payload.accounts[0]?.address : chain.account.address
  const caipNetwork =
    event.name === 'chainChanged'
      ? resolveNetwork(context, namespace, event.payload.chainId)
      : chain.network.caipNetwork
  const emptied = event.name === 'accountsChanged' && caipNetwork && !address
  if (event.name === 'disconnect' || emptied) {
    // A disconnect core asked for ends through the disconnect action, failure included.
    if (context.stores.connection.getState().disconnecting) return
    resetNamespace(context, namespace)
    trackEvent(context, 'DISCONNECT_SUCCESS', { namespace })
    return
  }
  if (!address || !caipNetwork) return
  setAccountNetwork(
    context,
    namespace,
    caipNetwork,
    address,
    event.name === 'accountsChanged' ? { allAccounts: event.payload.accounts } : undefined,
  )
  refreshBalance(context, namespace)
  if (event.name === 'chainChanged') followUnsupportedChain(context, namespace)
}
