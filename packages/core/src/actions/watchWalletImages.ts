import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'

/** Calls `onChange` whenever a wallet icon finished loading. */
export function watchWalletImages(
  client: LatchkeyClient,
  parameters: { onChange(): void },
): Unwatch {
  return client.registry.images.subscribe(parameters.onChange)
}
