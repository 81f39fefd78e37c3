import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import { writeConnectorId } from './connectorIdStorage.js'

/**
 * Forgets the connection of `namespace`: account and network reset, stored connector id
 * cleared; with no connection left, the connection state resets and the modal goes to Connect.
 */
export function resetNamespace(context: LatchkeyClient, namespace: ChainNamespace): void {
  const { chains, connection, router } = context.stores
  chains.resetAccount(namespace)
  chains.resetNetwork(namespace)
  writeConnectorId(context.storage, namespace, undefined)
  const state = chains.getState()
  const connected = context.options.namespaces.filter(
    (other) => state.chains[other]?.account.status === 'connected',
  )
  if (connected.length === 0) {
    connection.reset()
    context.walletConnect
      ?.setDeepLink(undefined)
      .catch((error) => logDebug(context, 'Could not clear the deep link', error))
    router.reset('Connect')
  }
  // The active namespace follows a connection that is still there.
  else if (state.activeNamespace === namespace) chains.setActiveNamespace(connected[0]!)
}
