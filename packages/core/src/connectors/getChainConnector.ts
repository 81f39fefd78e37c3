import type { ChainNamespace } from '../caip/namespaces.js'
import type { Connector } from './Connector.js'

/** The connector of `chain` behind an entry: itself, or its chain's member for MULTI_CHAIN. */
export function getChainConnector(
  connector: Connector,
  chain?: ChainNamespace,
): Connector | undefined {
  if (!connector.connectors)
    return chain === undefined || connector.chain === chain ? connector : undefined
  if (chain === undefined) return connector.connectors[0]
  return connector.connectors.find((member) => member.chain === chain)
}
