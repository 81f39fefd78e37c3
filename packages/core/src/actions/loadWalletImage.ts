import type { LatchkeyClient } from '../client/LatchkeyClient.js'

/** Fetches a registry wallet's icon unless it is loaded or on its way; resolves to its URL. */
export function loadWalletImage(client: LatchkeyClient, imageId: string): Promise<string> {
  return client.registry.images.load(imageId)
}
