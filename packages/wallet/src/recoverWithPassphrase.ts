import { openWithPassphrase } from '@latchkey/core/protocol'
import type { HDAccount } from 'viem'
import { saveDeviceShare } from './deviceShareStore.js'
import type { ServerApi } from './serverApi.js'
import { unlockAccount } from './unlockAccount.js'
import { shareFromHex } from './walletKeys.js'

/**
 * A new device under passphrase recovery: the sealed recovery share opened with the user's
 * passphrase (a wrong one throws) gives the key with the auth share, and becomes this device's.
 */
export async function recoverWithPassphrase(
  api: Pick<ServerApi, 'getWallet'>,
  { user, sealed, passphrase }: { user: string; sealed: string; passphrase: string },
): Promise<HDAccount> {
  const share = await openWithPassphrase(sealed, passphrase)
  const wallet = await api.getWallet()
  const unlocked = await unlockAccount(share, shareFromHex(wallet.authShare), wallet.address)
  await saveDeviceShare(user, share)
  return unlocked
}
