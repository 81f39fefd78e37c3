import { createCache } from '../cache/createCache.js'
import { applyInitialState } from '../connection/applyInitialState.js'
import { restoreConnections } from '../connection/restoreConnections.js'
import { createDataContext } from '../data/createDataContext.js'
import { createDataSources } from '../data/createDataSources.js'
import { watchAccountData } from '../data/watchAccountData.js'
import { createEmitter } from '../events/createEmitter.js'
import type { LatchkeyEventMap } from '../events/LatchkeyEventMap.js'
import type { CreateLatchkeyParameters } from '../options/LatchkeyOptions.js'
import { createRegistry } from '../registry/createRegistry.js'
import { loadSIWX } from '../siwx/loadSIWX.js'
import { createClientSources } from './createClientSources.js'
import { createClientStores } from './createClientStores.js'
import { createSources } from './createSources.js'
import type { LatchkeyClient } from './LatchkeyClient.js'
import { logDebug } from './logDebug.js'
import { prefetchActions } from './prefetchActions.js'
import { setupConnections, setupSource } from './setupConnections.js'
import { trackEvent } from './trackEvent.js'

/** How long a native balance is reused (spec section 9). */
const balanceCacheDuration = 30_000

/**
 * Creates a Latchkey client from the dapp's options (in development and tests, throwing
 * InvalidOptionError for an unknown, wrong or contradictory one; a production build leaves those
 * checks out, see resolveOptions), sets up its sources and adapters, and starts restoring a
 * stored connection. Safe on the server: without `window` nothing is read or persisted.
 */
export function createLatchkey(parameters: CreateLatchkeyParameters): LatchkeyClient {
  const { stores, storage } = createClientStores(parameters)
  const options = stores.options.getState()
  const { adapters, sources, walletConnect, loadEmbedded } = createClientSources(
    options,
    () => client,
  )
  const registry = createRegistry({
    options,
    connectors: stores.connectors,
    toast: stores.toast,
    log: (message, error) => logDebug({ options }, message, error),
  })
  const data = createDataContext({ apiUrl: options.apiUrl, projectId: options.projectId })
  // What the server rendered (a cookie it read): the first snapshots, on both sides, show it.
  if (parameters.initialState) applyInitialState(stores, parameters.initialState)
  // Before anything reads storage or the system: these first snapshots are the server's.
  const values = { ...createSources(stores), ...createDataSources(data) }
  const cleanups = [stores.theme.start(), stores.modal.destroy, stores.toast.destroy]
  stores.connectors.start()
  cleanups.push(registry.destroy)
  // Its lists load at once in a browser, so the modal opens on them; a server render fetches nothing.
  if (typeof window !== 'undefined') void registry.start()
  let destroyed = false
  // A promise is state: set once start-up is under way, read by `client.ready`.
  let ready: Promise<void> = Promise.resolve()
  let sourcesReady: Promise<void> = Promise.resolve()
  const sourceMap = new Map(sources.map((source) => [source.id, source]))

  const client: LatchkeyClient = {
    options,
    stores,
    values,
    storage,
    adapters: new Map(adapters.map((adapter) => [adapter.namespace, adapter])),
    sources: sourceMap,
    walletConnect,
    events: createEmitter<LatchkeyEventMap>(),
    registry,
    balances: createCache({ ttl: balanceCacheDuration }),
    data,
    features: new Map(),
    get ready() {
      return ready
    },
    get sourcesReady() {
      return sourcesReady
    },
    destroy() {
      destroyed = true
      for (const cleanup of cleanups.splice(0)) cleanup()
      for (const feature of client.features.values()) feature.destroy?.()
      client.features.clear()
    },
  }

  // Sign-in's watcher comes with its chunk (a page without `siwx` never loads it), before
  // restoring: a restored connection is checked for a session like a new one.
  const watchingSIWX = options.siwx
    ? loadSIWX().then((siwx) => {
        const unwatch = siwx.watchSIWXSessions(client)
        if (destroyed) unwatch()
        else cleanups.push(unwatch)
      })
    : undefined
  cleanups.push(watchAccountData(client), ...setupConnections(client, adapters, sources))
  // The embedded wallet's source arrives as a chunk: listed and set up like the others once here.
  if (loadEmbedded)
    sourcesReady = loadEmbedded().then(
      (source) => {
        if (destroyed) return
        sourceMap.set(source.id, source)
        cleanups.push(...setupSource(client, source))
      },
      (error: unknown) => logDebug(client, 'Failed to load the embedded wallet', error),
    )
  const restore = () => restoreConnections(client)
  // Restoring waits for what it depends on (a stored connection's source), else starts at once.
  const waits = [
    watchingSIWX?.catch((error: unknown) => logDebug(client, 'Failed to load sign-in', error)),
    loadEmbedded && sourcesReady,
  ].filter((wait) => wait !== undefined)
  ready = (waits.length > 0 ? Promise.all(waits).then(restore) : restore())
    .catch((error) => logDebug(client, 'Failed to restore connections', error))
    .then(() => {
      stores.client.setState({ initialized: true })
      trackEvent(client, 'INITIALIZED')
      const chains = stores.chains.getState().chains
      if (Object.values(chains).some((chain) => chain?.account.status === 'connected'))
        void prefetchActions(client)
    })
  return client
}
