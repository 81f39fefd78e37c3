import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import { readConnectorIds } from './connectorIdStorage.js'
import { activeCaipNetworkIdStorageKey } from './storageKeys.js'

/** How long start-up waits for a stored connector's wallet to announce itself. */
export const connectorWaitTimeout = 1_000

/**
 * Restores what storage holds at start (spec section 4): the selected network, then each
 * stored connection, marked 'connecting' at once and 'connected' or 'disconnected' once its
 * adapter answers. Resolves when every namespace is settled; never rejects.
 */
export async function restoreConnections(context: LatchkeyClient): Promise<void> {
  const { chains, connection, modal } = context.stores
  const selected = context.storage.getItem<string>(activeCaipNetworkIdStorageKey)
  const network = context.options.networks.find((entry) => entry.caipNetworkId === selected)
  if (network) {
    chains.setNetwork(network.chainNamespace, { caipNetwork: network })
    chains.setActiveNamespace(network.chainNamespace)
  }

  const stored = Object.entries(readConnectorIds(context.storage)).filter(([namespace]) =>
    context.adapters.has(namespace as ChainNamespace),
  ) as Array<[ChainNamespace, string]>
  if (stored.length === 0) return
  // An account the server rendered from `initialState` stays shown while its wallet answers.
  for (const [namespace] of stored)
    if (chains.getState().chains[namespace]?.account.status !== 'connected')
      chains.setAccount(namespace, { status: 'connecting' })
  if (connection.getState().status !== 'connected') connection.setState({ status: 'connecting' })
  modal.setLoading(true)

  // What restoring does is a chunk of its own: a page with nothing stored never loads it.
  let restoreStored: typeof import('./restoreStored.js').restoreStored
  try {
    ;({ restoreStored } = await import('./restoreStored.js'))
  } catch (error) {
    // Shown disconnected, the stored connection kept: the next page load tries again.
    logDebug(context, 'Failed to load the restore', error)
    for (const [namespace] of stored) chains.resetAccount(namespace)
    connection.setState({ status: 'disconnected' })
    modal.setLoading(false)
    return
  }
  await restoreStored(context, stored)
}
