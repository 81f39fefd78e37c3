import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'
import { getWalletTilesValue, type WalletTiles } from '../registry/getWalletTilesValue.js'

/** What `watchWalletTiles` accepts. */
export type WatchWalletTilesParameters = {
  /** Called with the new tiles and the ones they replaced. */
  onChange(value: WalletTiles, previous: WalletTiles): void
}

/** Calls `onChange` whenever All Wallets' tiles or its entry's change. */
export function watchWalletTiles(
  client: LatchkeyClient,
  parameters: WatchWalletTilesParameters,
): Unwatch {
  return getWalletTilesValue(client).subscribe(parameters.onChange)
}
