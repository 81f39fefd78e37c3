import type { ChainNamespace } from '../caip/namespaces.js'
import type { AccountSnapshot } from '../client/createSources.js'
import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'

/** What `watchAccount` accepts. */
export type WatchAccountParameters = {
  /** Called with the new value and the one it replaced. */
  onChange(value: AccountSnapshot, previous: AccountSnapshot): void
  /** Which namespace; default the active one. */
  namespace?: ChainNamespace | undefined
}

/** Calls `onChange` whenever the account of `namespace` (default the active one) changes. */
export function watchAccount(client: LatchkeyClient, parameters: WatchAccountParameters): Unwatch {
  const { namespace, onChange } = parameters
  return (namespace ? client.values.accountOf(namespace) : client.values.account).subscribe(
    onChange,
  )
}
