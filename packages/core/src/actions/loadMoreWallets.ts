import type { LatchkeyClient } from '../client/LatchkeyClient.js'

/**
 * Loads All Wallets' next page (40 entries; icons fetched for the first 20), or with
 * `{ first: true }` the first page unless it is loaded or on its way (All Wallets about to open).
 */
export function loadMoreWallets(
  client: LatchkeyClient,
  parameters?: { first?: boolean | undefined },
): Promise<void> {
  return parameters?.first ? client.registry.preload() : client.registry.loadMore()
}
