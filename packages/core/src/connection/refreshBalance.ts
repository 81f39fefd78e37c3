import { fetchBalance } from '../actions/fetchBalance.js'
import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'

/** Fetches the balance in the background; a failure is logged and leaves the balance unset. */
export function refreshBalance(context: LatchkeyClient, namespace: ChainNamespace): void {
  fetchBalance(context, { namespace }).catch((error) =>
    logDebug(context, 'Failed to fetch the native balance', error),
  )
}
