import type { ChainNamespace } from '../caip/namespaces.js'
import type { CaipAddress } from '../caip/parseCaipAddress.js'
import type { Connector } from '../connectors/Connector.js'
import { AdapterNotFoundError } from '../errors/client.js'
import { isUserRejection } from '../errors/rpc.js'
import type { ConnectMethod } from '../events/LatchkeyEventMap.js'
import type { ClientContext } from './ClientContext.js'
import { applyConnection } from './connectionState.js'
import { refreshBalance } from './fetchBalance.js'
import { findConnector } from './findConnector.js'
import { closeModal, followUnsupportedChain, isUnsupportedChainNow } from './openModal.js'

/** What `connect` accepts. */
export type ConnectParameters = {
  /** A connector's id, as listed by `getConnectors()`. */
  connectorId: string
  /** Which chain of a multi-chain wallet to connect; default the active namespace. */
  namespace?: ChainNamespace | undefined
}

/** The account a connection gave. */
export type ConnectReturnType = {
  namespace: ChainNamespace
  address: string
  caipAddress: CaipAddress
  chainId: number | string
}

const methods: Partial<Record<Connector['type'], ConnectMethod>> = {
  WALLET_CONNECT: 'qrcode',
  AUTH: 'email',
}

/**
 * Connects a wallet: asks its adapter, then records the account and network, stores the
 * connector id and the recent wallet, and tracks CONNECT_SUCCESS. Rejects with the wallet's
 * error (check `isUserRejection(error)` for a declined request) and leaves state as it was.
 */
export async function connect(
  context: ClientContext,
  parameters: ConnectParameters,
): Promise<ConnectReturnType> {
  const { chains, connection, connectors, modal } = context.stores
  const connector = findConnector(context, parameters.connectorId, parameters.namespace)
  const namespace = connector.chain
  const adapter = context.adapters.get(namespace)
  if (!adapter) throw new AdapterNotFoundError({ details: `No adapter for ${namespace}` })

  const previous = chains.getState().chains[namespace]
  connection.setState({ status: 'connecting', recentWallet: connector })
  chains.setAccount(namespace, { status: 'connecting' })
  try {
    const result = await adapter.connect({
      connector,
      chainId: previous?.network.caipNetwork?.id,
    })
    applyConnection(context, connector, result)
  } catch (error) {
    chains.setAccount(namespace, { status: previous?.account.status ?? 'disconnected' })
    connection.setState({
      status: previous?.account.status === 'connected' ? 'connected' : 'disconnected',
    })
    context.track('CONNECT_ERROR', {
      name: connector.name,
      namespace,
      message: error instanceof Error ? error.message : String(error),
      rejected: isUserRejection(error),
    })
    throw error
  }

  connectors.addRecent(connector)
  connection.setState({ status: 'connected' })
  chains.setActiveNamespace(namespace)
  const { account, network } = chains.getState().chains[namespace]!
  context.track('CONNECT_SUCCESS', {
    method: methods[connector.type] ?? 'browser',
    name: connector.name,
    namespace,
    caipNetworkId: network.caipNetwork?.caipNetworkId,
  })
  refreshBalance(context, namespace)
  if (isUnsupportedChainNow(context, namespace)) followUnsupportedChain(context, namespace)
  else if (modal.getState().open) closeModal(context)
  return {
    namespace,
    address: account.address!,
    caipAddress: account.caipAddress!,
    chainId: network.caipNetwork!.id,
  }
}
