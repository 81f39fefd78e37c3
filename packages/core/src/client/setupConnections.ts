import type { AdapterEventMap, ChainAdapter } from '../adapter/ChainAdapter.js'
import { watchAdapterEvents } from '../connection/watchAdapterEvents.js'
import { createEmitter } from '../events/createEmitter.js'
import type { ConnectionSource } from '../sources/ConnectionSource.js'
import type { LatchkeyClient } from './LatchkeyClient.js'
import { loadClientActions } from './loadClientActions.js'
import { logDebug } from './logDebug.js'

/**
 * Sets up each adapter (its events applied to the client's stores) and each connection source
 * (its connectors listed in the connectors store); returns what stops them.
 */
export function setupConnections(
  client: LatchkeyClient,
  adapters: readonly ChainAdapter[],
  sources: readonly ConnectionSource[],
): Array<() => void> {
  const { options, storage } = client
  const cleanups: Array<() => void> = []
  for (const adapter of adapters) {
    const namespace = adapter.namespace
    const emitter = createEmitter<AdapterEventMap>()
    adapter.setup({
      networks: options.networks.filter((entry) => entry.chainNamespace === namespace),
      emitter,
      storage,
      projectId: options.projectId,
      metadata: options.metadata,
      debug: options.debug,
      // Loaded when a dapp connects through its own wallet library, never with the page.
      adoptConnection: (connectorId, stillThere) =>
        void import('../connection/adoptConnection.js')
          .then((module) => module.adoptConnection(client, namespace, connectorId, stillThere))
          .catch((error: unknown) => logDebug(client, `Could not take in ${connectorId}`, error)),
      endConnection: () =>
        void loadClientActions()
          .then((actions) => actions.disconnect(client, { namespace }))
          .catch((error: unknown) =>
            logDebug(client, `Could not end the ${namespace} connection`, error),
          ),
    })
    cleanups.push(watchAdapterEvents(client, namespace, emitter))
  }
  for (const source of sources) cleanups.push(...setupSource(client, source))
  return cleanups
}

/** Sets up one connection source and lists its connectors; returns what stops the listing. */
export function setupSource(client: LatchkeyClient, source: ConnectionSource): Array<() => void> {
  const { options, storage, stores } = client
  source.setup({
    networks: options.networks,
    storage,
    projectId: options.projectId,
    metadata: options.metadata,
    enableInjected: options.enableInjected,
    enableEIP6963: options.enableEIP6963,
    debug: options.debug,
    connection: stores.connection,
    log: (message, error) => logDebug(client, message, error),
    descriptors: client.adapters,
  })
  return options.namespaces
    .filter((namespace) => source.namespaces.includes(namespace))
    .map((namespace) =>
      source.watchConnectors(namespace, (list) =>
        stores.connectors.setDiscovered(source.id, namespace, list),
      ),
    )
}
