import type { ChainNamespace } from '../caip/namespaces.js'
import type { Connector } from '../connectors/Connector.js'
import { connectorIds } from '../connectors/connectorIds.js'

/** The name of the WalletConnect entry in the wallet list. */
const walletConnectName = 'WalletConnect'

/** The 'walletConnect' connector of `namespace`: the generic WalletConnect entry. */
export function getWalletConnectConnector(namespace: ChainNamespace): Connector {
  return {
    id: connectorIds.walletConnect,
    name: walletConnectName,
    type: 'WALLET_CONNECT',
    chain: namespace,
  }
}
