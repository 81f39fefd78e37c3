import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { Connector } from '../connectors/Connector.js'
import { ConnectorNotFoundError } from '../errors/connection.js'
import type { ConnectionSource } from '../sources/ConnectionSource.js'

/** The source that reported `connector` for its namespace; throws when none did. */
export function findSource(context: LatchkeyClient, connector: Connector): ConnectionSource {
  const { bySource } = context.stores.connectors.getState()
  const namespace: ChainNamespace = connector.chain
  for (const [id, lists] of Object.entries(bySource))
    if (lists[namespace]?.some((listed) => listed.id === connector.id)) {
      const source = context.sources.get(id)
      if (source) return source
    }
  throw new ConnectorNotFoundError({
    details: `No source lists ${connector.id} for ${namespace}`,
  })
}
