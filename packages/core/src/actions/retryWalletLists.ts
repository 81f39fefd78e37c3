import type { LatchkeyClient } from '../client/LatchkeyClient.js'

/** Loads again what failed last: the search, All Wallets' next page, or the Connect view's lists. */
export function retryWalletLists(client: LatchkeyClient): void {
  client.registry.retry()
}
