import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import type { Connector } from '../connectors/Connector.js'
import { applyConnection } from './applyConnection.js'
import { findSource } from './findSource.js'
import { followUnsupportedChain } from './followUnsupportedChain.js'
import { prefetchConnectedChunk } from './loadConnectedChunk.js'
import { refreshBalance } from './refreshBalance.js'
import { resetNamespace } from './resetNamespace.js'
import { connectorWaitTimeout } from './restoreConnections.js'

/**
 * Restores each stored connection (`restoreConnections` marked them 'connecting'): 'connected'
 * or 'disconnected' once its adapter answers. Loaded only when storage holds a connection.
 */
export async function restoreStored(
  context: LatchkeyClient,
  stored: ReadonlyArray<[ChainNamespace, string]>,
): Promise<void> {
  const { chains, connection, modal } = context.stores
  // What a connected account needs, loaded while the wallets answer (each restore waits for it
  // before it shows connected).
  void prefetchConnectedChunk(context)
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

async function restore(context: LatchkeyClient, namespace: ChainNamespace, id: string) {
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
      await prefetchConnectedChunk(context)
      applyConnection(context, connector, attached, granted)
      refreshBalance(context, namespace)
      return
    }
  } catch (error) {
    logDebug(context, `Failed to restore the ${namespace} connection`, error)
  }
  resetNamespace(context, namespace)
}

// Wallets announce themselves right after discovery starts, but an extension may be late.
function waitForConnector(
  context: LatchkeyClient,
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
