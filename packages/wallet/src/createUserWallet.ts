import { sealWithPassphrase } from '@latchkey/core/protocol'
import type { HDAccount } from 'viem'
import { saveDeviceShare } from './deviceShareStore.js'
import type { ServerApi } from './serverApi.js'
import { createSeedShares, evmAccountOf, shareToHex } from './walletKeys.js'

/** Whose wallet to make, and how its recovery share is kept. */
export type CreateUserWalletParameters = {
  user: string
  projectId: string | undefined
  /** Seals the recovery share (passphrase recovery); without it the server keeps it as is. */
  passphrase?: string | undefined
}

/**
 * A first login: a new seed, split 2-of-3; this device keeps its share, the server the auth
 * share and the recovery share (sealed by the passphrase when one is given).
 */
export async function createUserWallet(
  api: Pick<ServerApi, 'createWallet'>,
  { user, projectId, passphrase }: CreateUserWalletParameters,
): Promise<HDAccount> {
  const { seed, shares } = await createSeedShares()
  const created = evmAccountOf(seed)
  await saveDeviceShare(user, shares.device)
  await api.createWallet({
    address: created.address,
    authShare: shareToHex(shares.auth),
    recovery: passphrase === undefined ? 'server' : 'passphrase',
    recoveryShare:
      passphrase === undefined
        ? shareToHex(shares.recovery)
        : await sealWithPassphrase(shares.recovery, passphrase),
    projectId,
  })
  return created
}
