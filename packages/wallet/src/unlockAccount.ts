import type { HDAccount } from 'viem'
import { combineShares, evmAccountOf } from './walletKeys.js'

/** The account of the seed two shares give, checked against the address the server keeps. */
export async function unlockAccount(
  first: Uint8Array,
  second: Uint8Array,
  address: string,
): Promise<HDAccount> {
  const unlocked = evmAccountOf(await combineShares(first, second))
  if (unlocked.address.toLowerCase() !== address.toLowerCase())
    throw new Error('The key shares do not match this account')
  return unlocked
}
