import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { Connector } from '../connectors/Connector.js'
import { getChainConnector } from '../connectors/getChainConnector.js'
import { ConnectorNotFoundError } from '../errors/connection.js'

/**
 * The chain connector `connectorId` names: a listed entry (a MULTI_CHAIN entry gives its
 * member of `namespace`, else of the active namespace, else its first), or a discovered
 * connector of `namespace`. Throws when there is none.
 */
export function findConnector(
  context: LatchkeyClient,
  connectorId: string,
  namespace?: ChainNamespace,
): Connector {
  const { connectors, chains } = context.stores
  const { connectors: listed, discovered } = connectors.getState()
  const entry = listed.find((connector) => connector.id === connectorId)
  const active = chains.getState().activeNamespace
  const fromEntry =
    entry &&
    (namespace
      ? getChainConnector(entry, namespace)
      : (getChainConnector(entry, active) ?? getChainConnector(entry)))
  const found =
    fromEntry ??
    (namespace ? discovered[namespace] : Object.values(discovered).flat())?.find(
      (connector) => connector?.id === connectorId,
    )
  if (found) return found
  throw new ConnectorNotFoundError({
    details: `No connector with id ${connectorId}${namespace ? ` for ${namespace}` : ''}`,
  })
}
