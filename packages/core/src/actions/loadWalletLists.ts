import type { LatchkeyClient } from '../client/LatchkeyClient.js'

/**
 * Loads the Connect view's lists (featured, recommended, the count, excluded wallets' rdns) and
 * the analytics setting: once, and again after a failure. The client starts it in a browser;
 * the Connect view calls it too, so a failed start is retried when the modal opens.
 */
export function loadWalletLists(client: LatchkeyClient): Promise<void> {
  return client.registry.start()
}
