import type { AdapterConnection } from '../adapter/ChainAdapter.js'
import { formatCaipAddress } from '../caip/formatCaipAddress.js'
import type { ChainNamespace } from '../caip/namespaces.js'
import type { Connector } from '../connectors/Connector.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'
import { createUnsupportedNetwork } from '../networks/createUnsupportedNetwork.js'
import { findNetwork } from '../networks/findNetwork.js'
import { getAddressExplorerUrl } from '../networks/getAddressExplorerUrl.js'
import type { AccountState } from '../stores/chainState.js'
import type { ClientContext } from './ClientContext.js'
import { writeConnectorId } from './connectorIdStorage.js'
import { activeCaipNetworkIdStorageKey } from './storageKeys.js'

/** The configured network of a chain id, or an 'Unknown Network' entry when it is not configured. */
export function resolveNetwork(
  context: ClientContext,
  namespace: ChainNamespace,
  chainId: number | string,
): CaipNetwork {
  return (
    findNetwork(context.options.networks, namespace, chainId) ??
    createUnsupportedNetwork({ chainNamespace: namespace, id: chainId })
  )
}

/** Records a granted connection: account, network, wallet info and the stored connector id. */
export function applyConnection(
  context: ClientContext,
  connector: Connector,
  connection: AdapterConnection,
): void {
  const namespace = connector.chain
  const caipNetwork = resolveNetwork(context, namespace, connection.chainId)
  setAccountNetwork(context, namespace, caipNetwork, connection.address, {
    allAccounts: connection.accounts,
    status: 'connected',
    connectedWalletInfo: {
      id: connector.id,
      // A WalletConnect session names the wallet at its other end.
      name: connection.wallet?.name ?? connector.name,
      icon: connection.wallet ? connection.wallet.icon : connector.imageUrl,
      rdns: connector.info?.rdns,
      type: connector.type,
    },
  })
  if (connection.approvedCaipNetworkIds)
    context.stores.chains.setNetwork(namespace, {
      approvedCaipNetworkIds: connection.approvedCaipNetworkIds,
    })
  writeConnectorId(context.storage, namespace, connector.id)
}

/**
 * Sets the network and active address of `namespace` in one change, with caipAddress and the
 * explorer link in step and any `account` fields; a new address or network drops the balance.
 */
export function setAccountNetwork(
  context: ClientContext,
  namespace: ChainNamespace,
  caipNetwork: CaipNetwork,
  address: string,
  account: Partial<AccountState> = {},
): void {
  const { chains, options } = context.stores
  const current = chains.getState().chains[namespace]
  // The same chain again keeps its network object, so snapshots do not change for nothing.
  const network =
    current?.network.caipNetwork?.caipNetworkId === caipNetwork.caipNetworkId
      ? current.network.caipNetwork
      : caipNetwork
  const changed = current?.account.address !== address || current.network.caipNetwork !== network
  chains.setChain(namespace, {
    network: { caipNetwork: network },
    account: {
      address,
      caipAddress: formatCaipAddress({ namespace, reference: network.id, address }),
      addressExplorerUrl: getAddressExplorerUrl(network, address),
      ...(changed ? { balance: undefined, balanceSymbol: undefined } : {}),
      ...account,
    },
  })
  if (options.getState().networks.includes(network))
    context.storage.setItem(activeCaipNetworkIdStorageKey, network.caipNetworkId)
}

/**
 * Forgets the connection of `namespace`: account and network reset, stored connector id
 * cleared; with no connection left, the connection state resets and the modal goes to Connect.
 */
export function resetNamespace(context: ClientContext, namespace: ChainNamespace): void {
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
      .catch((error) => context.log('Could not clear the deep link', error))
    router.reset('Connect')
  }
  // The active namespace follows a connection that is still there.
  else if (state.activeNamespace === namespace) chains.setActiveNamespace(connected[0]!)
}
