// How the eip155 injected source asks a wallet for access, reads it and lets it go. With the
// adapter's methods in their chunk (loadEvmMethods), out of what a page loads before a click.
import { loadRpcErrors } from '@latchkey/core/errors'
import type { Eip1193Provider } from '../provider/Eip1193Provider.js'
import { getChainId } from '../provider/getChainId.js'
import { request } from '../provider/request.js'
import { normalizeAccounts } from '../utils/normalizeAccounts.js'
import { waitAtMost } from '../utils/waitAtMost.js'

// Codes meaning "this wallet has no wallet_revokePermissions" (4200, -32601, -32004) or "there is
// no permission left to revoke" (4100 unauthorized, 4900 disconnected): disconnecting is done.
const revokeDoneCodes = [4200, -32601, -32004, 4100, 4900]

/** Asks for the accounts (`eth_requestAccounts`); none shared is an UnauthorizedProviderError. */
export async function requestAccess(provider: Eip1193Provider) {
  const method = 'eth_requestAccounts'
  const accounts = normalizeAccounts(await request(provider, method))
  if (accounts.length === 0)
    throw new (await loadRpcErrors()).UnauthorizedProviderError({
      method,
      details: 'The wallet shared no account.',
    })
  return { accounts, chainId: await getChainId(provider) }
}

/** The accounts the wallet still grants without asking (`eth_accounts`), or null for none. */
export async function getAccess(provider: Eip1193Provider) {
  const accounts = normalizeAccounts(await request(provider, 'eth_accounts'))
  if (accounts.length === 0) return null
  return { accounts, chainId: await getChainId(provider) }
}

/** Lets the wallet go (`wallet_revokePermissions`), waiting `timeout` ms at most for an answer. */
export async function revokeAccess(provider: Eip1193Provider, timeout: number) {
  try {
    const revoke = request(provider, 'wallet_revokePermissions', [{ eth_accounts: {} }])
    await waitAtMost(revoke, timeout)
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (typeof code !== 'number' || !revokeDoneCodes.includes(code)) throw error
  }
}
