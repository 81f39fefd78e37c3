import type { ChainNamespace } from '../caip/namespaces.js'
import type { NetworkSnapshot } from '../client/createSources.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'

/** The network of `namespace` (default the active one), and whether it is unsupported. */
export function getNetwork(client: LatchkeyClient, namespace?: ChainNamespace): NetworkSnapshot {
  return (namespace ? client.values.networkOf(namespace) : client.values.network).getSnapshot()
}
