import {
  type Connector,
  createStore,
  isUserRejection,
  type LatchkeyClient,
  type Store,
} from '@latchkey/core/internal'

/** The latest connection attempt the Connect view started, as ConnectingExternal shows it. */
export type ConnectAttempt = {
  connector: Connector
  status: 'pending' | 'declined' | 'failed'
  /** The wallet's error, for 'declined' and 'failed'. */
  error?: unknown
}

type AttemptState = { attempt: ConnectAttempt | undefined }

// Core's connection store says a connection is under way but not how the last one ended;
// the connecting view needs the error, so the promise's outcome is kept here, per client.
const stores = new WeakMap<LatchkeyClient, Store<AttemptState>>()

function storeOf(client: LatchkeyClient): Store<AttemptState> {
  const existing = stores.get(client)
  if (existing) return existing
  const store = createStore<AttemptState>({ attempt: undefined })
  stores.set(client, store)
  return store
}

/** The attempt store of `client` in the shape `useSyncExternalStore` binds to. */
export function getConnectAttemptSource(client: LatchkeyClient) {
  const store = storeOf(client)
  const getSnapshot = () => store.getState().attempt
  return { subscribe: store.subscribeAll, getSnapshot, getServerSnapshot: getSnapshot }
}

/**
 * Connects `connector` through the client and records how it ends: a declined request
 * (4001) or another error stays for the view to show; another error also shakes the modal.
 * Success needs nothing here: the client closes the modal. Embedded, there is no modal to
 * close, so the widget moves on to Account.
 */
export function startConnect(client: LatchkeyClient, connector: Connector): void {
  const store = storeOf(client)
  const attempt: ConnectAttempt = { connector, status: 'pending' }
  store.setState({ attempt })
  const current = () => store.getState().attempt === attempt
  client.connect({ connectorId: connector.id }).then(
    () => {
      if (!current()) return
      store.setState({ attempt: undefined })
      if (client.options.enableEmbedded && client.getRouter().view === 'ConnectingExternal')
        client.router.reset('Account')
    },
    (error: unknown) => {
      if (!current()) return
      const declined = isUserRejection(error)
      store.setState({ attempt: { connector, status: declined ? 'declined' : 'failed', error } })
      if (!declined) client.shake()
    },
  )
}
