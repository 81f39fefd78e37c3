import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import { trackEvent } from '../client/trackEvent.js'
import { readConnectorIds, writeConnectorId } from '../connection/connectorIdStorage.js'
import { findSource } from '../connection/findSource.js'
import { resetNamespace } from '../connection/resetNamespace.js'
import { AdapterNotFoundError } from '../errors/client.js'
import { DisconnectError, disconnectErrorMessage } from '../errors/connection.js'
import { closeModal } from './closeModal.js'
import { shakeModal } from './shakeModal.js'

// The views a visitor disconnects from on purpose.
const accountViews = ['Account', 'UnsupportedChain', 'Networks']

/** What `disconnect` accepts. */
export type DisconnectParameters = {
  /** Default the active namespace. */
  namespace?: ChainNamespace | undefined
  /**
   * Every connected namespace (the modal's Disconnect): the others first, the active one last,
   * so no other namespace's account becomes the active one (and asks to sign in) on the way.
   */
  all?: boolean | undefined
}

/**
 * Disconnects the wallet of a namespace: `getConnection().disconnecting` while its source gives
 * the access back, then the adapter lets go, account and network reset, and DISCONNECT_SUCCESS is
 * tracked. The stored connector id goes first, so a reload meanwhile restores nothing; it comes
 * back if the wallet fails to let go. When the last connection goes the modal closes (it
 * returns to Connect; embedded it stays on Connect). On failure the state stays, a toast says
 * 'Failed to disconnect', the modal shakes, and the promise rejects with that message.
 */
export async function disconnect(
  client: LatchkeyClient,
  parameters: DisconnectParameters = {},
): Promise<void> {
  const { chains } = client.stores
  const { activeNamespace, chains: states } = chains.getState()
  const others = parameters.all
    ? client.options.namespaces.filter(
        (other) => other !== activeNamespace && states[other]?.account.status === 'connected',
      )
    : []
  const last = parameters.all ? activeNamespace : (parameters.namespace ?? activeNamespace)
  const namespaces = [...others, last]
  // The stored connections go before the wallets answer: a page closed or reloaded while a
  // wallet gives the access back (the embedded frame ending its session) restores none of them.
  const stored = readConnectorIds(client.storage)
  const isConnected = (namespace: ChainNamespace) =>
    chains.getState().chains[namespace]?.account.status === 'connected'
  for (const namespace of namespaces)
    if (isConnected(namespace)) writeConnectorId(client.storage, namespace, undefined)
  try {
    for (const namespace of namespaces) await disconnectNamespace(client, namespace)
  } catch (error) {
    // Those still connected are stored again.
    for (const namespace of namespaces) {
      const id = stored[namespace]
      if (id && isConnected(namespace))
        writeConnectorId(
          client.storage,
          namespace,
          id,
          chains.getState().chains[namespace]?.account.caipAddress,
        )
    }
    throw error
  }
}

async function disconnectNamespace(client: LatchkeyClient, namespace: ChainNamespace) {
  const { chains, connection, toast } = client.stores
  const adapter = client.adapters.get(namespace)
  if (!adapter) throw new AdapterNotFoundError({ details: `No adapter for ${namespace}` })
  const { account } = chains.getState().chains[namespace] ?? {}
  if (!account || account.status === 'disconnected') return

  const connector = client.stores.connectors
    .getState()
    .discovered[namespace]?.find((entry) => entry.id === account.connectedWalletInfo?.id)
  connection.setState({ disconnecting: true })
  // The adapter lets go first, so what the wallet says while it gives the access back (a
  // disconnect event) is not taken for the wallet leaving on its own.
  const provider = adapter.getProvider()
  adapter.detach()
  try {
    if (connector) await findSource(client, connector).disconnect({ connector, namespace })
  } catch (error) {
    // Still connected: the adapter takes the same provider back.
    const chainId = chains.getState().chains[namespace]?.network.caipNetwork?.id
    if (provider && account.address && chainId !== undefined)
      await adapter
        .attach({ provider, accounts: account.allAccounts.map((entry) => entry.address), chainId })
        .catch((cause) => logDebug(client, 'Could not keep the connection', cause))
    connection.setState({ disconnecting: false })
    toast.show({ message: disconnectErrorMessage, variant: 'error' })
    shakeModal(client)
    const message = error instanceof Error ? error.message : String(error)
    trackEvent(client, 'DISCONNECT_ERROR', { namespace, message })
    throw new DisconnectError({ cause: error })
  }
  connection.setState({ disconnecting: false })
  const { view } = client.stores.router.getState()
  resetNamespace(client, namespace)
  trackEvent(client, 'DISCONNECT_SUCCESS', { namespace })
  // Leaving from the account's views ends the visit, as in the other widgets; a disconnect
  // elsewhere (a declined sign-in) stays on Connect, and so does the embedded widget.
  const fromAccount = accountViews.includes(view)
  if (
    fromAccount &&
    connection.getState().status === 'disconnected' &&
    !client.options.enableEmbedded
  )
    closeModal(client)
}
