import { getCallsStatus } from '../actions/getCallsStatus.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'

/** How often and how long a batch's status is asked for. */
const pollMs = 1_000
const timeoutMs = 180_000

/**
 * Follows a batch (EIP-5792 `wallet_getCallsStatus`) until it landed and resolves with its
 * transaction's hash; a batch that reverted or failed throws 'execution reverted'.
 */
export async function waitForCallsTransaction(client: LatchkeyClient, id: string): Promise<string> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const status = await getCallsStatus(client, id)
    if (status.status >= 400) throw new Error('execution reverted')
    const hash = status.receipts?.at(-1)?.transactionHash
    if (status.status === 200 && typeof hash === 'string') return hash
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  throw new Error(`The batch ${id} did not land within ${timeoutMs / 1000} s`)
}
