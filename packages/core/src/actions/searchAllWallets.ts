import type { LatchkeyClient } from '../client/LatchkeyClient.js'

/** Searches the registry by name after a 300 ms pause (up to 100 results); '' ends the search. */
export function searchAllWallets(client: LatchkeyClient, query: string): void {
  client.registry.search(query)
}
