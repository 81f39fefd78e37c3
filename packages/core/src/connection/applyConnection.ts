import type { AdapterConnection } from '../adapter/ChainAdapter.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { Connector } from '../connectors/Connector.js'
import type { SourceConnection } from '../sources/ConnectionSource.js'
import { writeConnectorId } from './connectorIdStorage.js'
import { resolveNetwork } from './resolveNetwork.js'
import { setAccountNetwork } from './setAccountNetwork.js'

/** Records a granted connection: account, network, wallet info and the stored connector id. */
export function applyConnection(
  context: LatchkeyClient,
  connector: Connector,
  connection: AdapterConnection,
  granted: Pick<SourceConnection, 'approvedCaipNetworkIds' | 'wallet'> = {},
): void {
  const namespace = connector.chain
  const caipNetwork = resolveNetwork(context, namespace, connection.chainId)
  setAccountNetwork(context, namespace, caipNetwork, connection.address, {
    allAccounts: connection.accounts,
    status: 'connected',
    connectedWalletInfo: {
      id: connector.id,
      // A WalletConnect session names the wallet at its other end.
      name: granted.wallet?.name ?? connector.name,
      icon: granted.wallet ? granted.wallet.icon : connector.imageUrl,
      rdns: connector.info?.rdns,
      type: connector.type,
    },
  })
  if (granted.approvedCaipNetworkIds)
    context.stores.chains.setNetwork(namespace, {
      approvedCaipNetworkIds: granted.approvedCaipNetworkIds,
    })
  writeConnectorId(
    context.storage,
    namespace,
    connector.id,
    context.stores.chains.getState().chains[namespace]?.account.caipAddress,
  )
}
