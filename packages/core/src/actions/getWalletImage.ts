import type { LatchkeyClient } from '../client/LatchkeyClient.js'

/**
 * The URL of a registry wallet's icon once it loaded (each icon is fetched once per page load);
 * undefined before, and when it could not be loaded.
 */
export function getWalletImage(client: LatchkeyClient, imageId: string): string | undefined {
  return client.registry.images.get(imageId)
}
