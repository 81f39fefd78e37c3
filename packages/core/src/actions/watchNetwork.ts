import type { ChainNamespace } from '../caip/namespaces.js'
import type { NetworkSnapshot } from '../client/createSources.js'
import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'

/** What `watchNetwork` accepts. */
export type WatchNetworkParameters = {
  /** Called with the new value and the one it replaced. */
  onChange(value: NetworkSnapshot, previous: NetworkSnapshot): void
  /** Which namespace; default the active one. */
  namespace?: ChainNamespace | undefined
}

/** Calls `onChange` whenever the network of `namespace` (default the active one) changes. */
export function watchNetwork(client: LatchkeyClient, parameters: WatchNetworkParameters): Unwatch {
  const { namespace, onChange } = parameters
  return (namespace ? client.values.networkOf(namespace) : client.values.network).subscribe(
    onChange,
  )
}
