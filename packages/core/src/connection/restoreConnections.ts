import type { ChainNamespace } from '../caip/namespaces.js'
import type { Connector } from '../connectors/Connector.js'
import type { ClientContext } from '../context/ClientContext.js'
import { applyConnection } from './applyConnection.js'
import { readConnectorIds } from './connectorIdStorage.js'
import { findSource } from './findSource.js'
import { followUnsupportedChain } from './followUnsupportedChain.js'
import { refreshBalance } from './refreshBalance.js'
import { resetNamespace } from './resetNamespace.js'
import { activeCaipNetworkIdStorageKey } from './storageKeys.js'

/** How long start-up waits for a stored connector's wallet to announce itself. */
export const connectorWaitTimeout = 1_000

/**
 * Restores what storage holds at start (spec section 4): the selected network, then each
 * stored connection, marked 'connecting' at once and 'connected' or 'disconnected' once its
 * adapter answers. Resolves when every namespace is settled; never rejects.
 */
export async function restoreConnections(context: ClientContext): Promise<void> {
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

  await Promise.all(stored.map(([namespace, id]) => restore(context, namespace, id)))

  const state = chains.getState()
  const connected = stored.filter(
    ([namespace]) => state.chains[namespace]?.account.status === 'connected',
  )
  connection.setState({ status: connected.length > 0 ? 'connected' : 'disconnected' })
  const active = state.chains[state.activeNamespace]?.account.status === 'connected'
  if (!active && connected[0]) chains.setActiveNamespace(connected[0][0])
  modal.setLoading(false)
  followUnsupportedChain(context, chains.getState().activeNamespace)
}

async function restore(context: ClientContext, namespace: ChainNamespace, id: string) {
  try {
    const connector = await waitForConnector(context, namespace, id)
    const adapter = context.adapters.get(namespace)
    const granted =
      connector && (await findSource(context, connector).reconnect({ connector, namespace }))
    if (connector && adapter && granted) {
      const attached = await adapter.attach({
        provider: granted.provider,
        accounts: granted.accounts,
        chainId: granted.chainId,
      })
      applyConnection(context, connector, attached, granted)
      refreshBalance(context, namespace)
      return
    }
  } catch (error) {
    context.log(`Failed to restore the ${namespace} connection`, error)
  }
  resetNamespace(context, namespace)
}

// Wallets announce themselves right after discovery starts, but an extension may be late.
function waitForConnector(
  context: ClientContext,
  namespace: ChainNamespace,
  id: string,
): Promise<Connector | undefined> {
  const { connectors } = context.stores
  const find = () => connectors.getState().discovered[namespace]?.find((entry) => entry.id === id)
  const found = find()
  if (found) return Promise.resolve(found)
  return new Promise((resolve) => {
    const done = (connector: Connector | undefined) => {
      clearTimeout(timer)
      unsubscribe()
      resolve(connector)
    }
    const timer = setTimeout(() => done(undefined), connectorWaitTimeout)
    const unsubscribe = connectors.subscribeAll(() => {
      const connector = find()
      if (connector) done(connector)
    })
  })
}
