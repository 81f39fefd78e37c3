import type { ChainNamespace } from '../caip/namespaces.js'
import type { NetworkSnapshot } from '../client/createSources.js'
import type { LatchkeyClient, ReadParameters } from '../client/LatchkeyClient.js'
import { readValue } from '../client/readValue.js'

/** What `getNetwork` accepts: the namespace (default the active one), alone or with read options. */
export type GetNetworkParameters =
  | ChainNamespace
  | (ReadParameters & { namespace?: ChainNamespace | undefined })
  | undefined

/** The network of `namespace` (default the active one), and whether it is unsupported. */
export function getNetwork(
  client: LatchkeyClient,
  parameters?: GetNetworkParameters,
): NetworkSnapshot {
  const { namespace, ...read } =
    typeof parameters === 'string' ? { namespace: parameters } : (parameters ?? {})
  return readValue(namespace ? client.values.networkOf(namespace) : client.values.network, read)
}
