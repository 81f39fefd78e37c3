import type { InjectedAccount } from '../provider/InjectedWeb3.js'

/**
 * The addresses of an extension's Substrate accounts (sr25519, ed25519, ecdsa): an 'ethereum'
 * account (Talisman, SubWallet) is an H160 key, not an SS58 address.
 */
export function substrateAddresses(accounts: readonly InjectedAccount[]): string[] {
  return accounts.filter((account) => account.type !== 'ethereum').map((account) => account.address)
}
