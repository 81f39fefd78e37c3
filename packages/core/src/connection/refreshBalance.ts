import { fetchBalance } from '../actions/fetchBalance.js'
import type { ChainNamespace } from '../caip/namespaces.js'
import type { ClientContext } from '../context/ClientContext.js'

/** Fetches the balance in the background; a failure is logged and leaves the balance unset. */
export function refreshBalance(context: ClientContext, namespace: ChainNamespace): void {
  fetchBalance(context.client, { namespace }).catch((error) =>
    context.log('Failed to fetch the native balance', error),
  )
}
