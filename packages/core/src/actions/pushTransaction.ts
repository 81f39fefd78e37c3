import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { TransactionAction } from '../stores/createRouterStore.js'

/** Records a transaction the wallet is asked for, with what to do on each outcome. */
export function pushTransaction(client: LatchkeyClient, action: TransactionAction): void {
  client.stores.router.pushTransaction(action)
}
