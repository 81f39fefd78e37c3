import { checksumAddress } from './checksumAddress.js'
import { isAddress } from './isAddress.js'

/**
 * A wallet's account list (`eth_accounts`, `accountsChanged`) in checksum form, without
 * entries that are not addresses and without repeats that differ only in letter case.
 */
export function normalizeAccounts(accounts: unknown): string[] {
  if (!Array.isArray(accounts)) return []
  const normalized = accounts.filter(isAddress).map(checksumAddress)
  return [...new Set(normalized)]
}
