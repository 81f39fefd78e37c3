import type { ChainNamespace } from '../caip/namespaces.js'
import type { AccountSnapshot } from '../client/createSources.js'
import type { LatchkeyClient, ReadParameters } from '../client/LatchkeyClient.js'
import { readValue } from '../client/readValue.js'

/** What `getAccount` accepts: the namespace (default the active one), alone or with read options. */
export type GetAccountParameters =
  | ChainNamespace
  | (ReadParameters & { namespace?: ChainNamespace | undefined })
  | undefined

/** The account of `namespace` (default the active one): address, status, balance, wallet. */
export function getAccount(
  client: LatchkeyClient,
  parameters?: GetAccountParameters,
): AccountSnapshot {
  const { namespace, ...read } =
    typeof parameters === 'string' ? { namespace: parameters } : (parameters ?? {})
  return readValue(namespace ? client.values.accountOf(namespace) : client.values.account, read)
}
