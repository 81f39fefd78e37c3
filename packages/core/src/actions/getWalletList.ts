import type { LatchkeyClient, ReadParameters } from '../client/LatchkeyClient.js'
import { readValue } from '../client/readValue.js'
import { getWalletListValue } from '../walletList/getWalletListValue.js'
import type { WalletList } from '../walletList/WalletList.js'

/**
 * The Connect view's wallets for a dapp that draws its own list: the groups in their order for
 * the device (recent, installed, featured, custom, WalletConnect, ...), All Wallets' registry list
 * with its search (`searchAllWallets`) and pages (`loadMoreWallets`), and the pairing URI. Each
 * wallet carries its name, icon, installed and recent flags and its `connect()`.
 */
export function getWalletList(client: LatchkeyClient, parameters?: ReadParameters): WalletList {
  return readValue(getWalletListValue(client), parameters)
}
