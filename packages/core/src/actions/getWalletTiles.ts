import type { LatchkeyClient, ReadParameters } from '../client/LatchkeyClient.js'
import { readValue } from '../client/readValue.js'
import { getWalletTilesValue, type WalletTiles } from '../registry/getWalletTilesValue.js'

/**
 * The wallet tiles of All Wallets and of its entry on Connect, from the page's wallets, the
 * registry's loaded lists (or a search's results) and the dapp's custom wallets.
 */
export function getWalletTiles(client: LatchkeyClient, parameters?: ReadParameters): WalletTiles {
  return readValue(getWalletTilesValue(client), parameters)
}
