import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getNamespaceDescriptor } from '../namespaces/getNamespaceDescriptor.js'
import { getSendAccount } from './getSendAccount.js'
import { getSendProblem } from './getSendProblem.js'
import { getSendStore } from './getSendStore.js'
import type { SendProblem, SendState } from './SendState.js'

/** What `getSendFormProblem` accepts. */
export type GetSendFormProblemParameters = {
  /** The form to check; default the client's Send form. */
  state?: SendState | undefined
}

/**
 * What keeps the Send form from being sent (undefined when it can go), for the active account's
 * type (a smart account pays no gas) and namespace (solana words its problems as one).
 */
export function getSendFormProblem(
  client: LatchkeyClient,
  parameters: GetSendFormProblemParameters = {},
): SendProblem | undefined {
  const { namespace, account } = getSendAccount(client)
  const accountType = account?.allAccounts.find((entry) => entry.address === account.address)?.type
  return getSendProblem(
    parameters.state ?? getSendStore(client).state.getState(),
    accountType,
    getNamespaceDescriptor(client.adapters, namespace),
  )
}
