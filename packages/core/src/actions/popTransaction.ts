import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { TransactionOutcome } from '../stores/createRouterStore.js'

/** Removes the newest transaction action and runs its callback for `outcome`. */
export function popTransaction(
  client: LatchkeyClient,
  outcome: TransactionOutcome,
  error?: unknown,
): void {
  client.stores.router.popTransaction(outcome, error)
}
