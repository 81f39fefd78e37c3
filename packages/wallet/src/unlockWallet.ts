import type { HDAccount } from 'viem'
import { loadDeviceShare, saveDeviceShare } from './deviceShareStore.js'
import type { ServerApi } from './serverApi.js'
import { unlockAccount } from './unlockAccount.js'
import { shareFromHex } from './walletKeys.js'

/** An unlocked account, or the sealed recovery share the user's passphrase must open. */
export type UnlockWalletReturnType = { account: HDAccount } | { sealed: string }

/**
 * With a session open: the key from this device's share and the server's auth share. A new
 * device uses the recovery share instead (released only right after the code was entered) and
 * keeps it as its own; when the project seals it with a passphrase, the caller asks for it.
 */
export async function unlockWallet(
  api: Pick<ServerApi, 'getWallet' | 'getRecoveryShare'>,
  user: string,
): Promise<UnlockWalletReturnType> {
  const wallet = await api.getWallet()
  const device = await loadDeviceShare(user)
  if (device)
    return { account: await unlockAccount(device, shareFromHex(wallet.authShare), wallet.address) }
  const recovery = await api.getRecoveryShare()
  if (recovery.recovery === 'passphrase') return { sealed: recovery.recoveryShare }
  const share = shareFromHex(recovery.recoveryShare)
  const account = await unlockAccount(share, shareFromHex(wallet.authShare), wallet.address)
  await saveDeviceShare(user, share)
  return { account }
}
