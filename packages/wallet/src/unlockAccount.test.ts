import { describe, expect, test } from 'vitest'
import { unlockAccount } from './unlockAccount.js'
import { createSeedShares, evmAccountOf } from './walletKeys.js'

describe('unlockAccount', () => {
  test('default: any two shares give the seed’s account, whatever the address’s case', async () => {
    const { seed, shares } = await createSeedShares()
    const { address } = evmAccountOf(seed)
    expect((await unlockAccount(shares.device, shares.auth, address)).address).toBe(address)
    expect((await unlockAccount(shares.recovery, shares.auth, address.toLowerCase())).address).toBe(
      address,
    )
  })

  test('behavior: shares of another account are refused', async () => {
    const { shares } = await createSeedShares()
    const other = evmAccountOf((await createSeedShares()).seed)
    await expect(unlockAccount(shares.device, shares.auth, other.address)).rejects.toThrow(
      'The key shares do not match this account',
    )
  })
})
