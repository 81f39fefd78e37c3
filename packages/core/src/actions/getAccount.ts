import type { ChainNamespace } from '../caip/namespaces.js'
import type { AccountSnapshot } from '../client/createSources.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'

/** The account of `namespace` (default the active one): address, status, balance, wallet. */
export function getAccount(client: LatchkeyClient, namespace?: ChainNamespace): AccountSnapshot {
  return (namespace ? client.values.accountOf(namespace) : client.values.account).getSnapshot()
}
