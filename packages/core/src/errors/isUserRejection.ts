import { walkError } from './base.js'

/**
 * Whether the user turned the request down, anywhere in the cause chain: EIP-1193's 4001
 * (UserRejectedRequestError's code), or WalletConnect's 5000 to 5003 (its SDK's USER_REJECTED,
 * and of chains, methods, events: how a wallet turns down a session proposal or a one-click
 * sign-in). Read by code alone, so the RPC error classes need not load to ask.
 */
export function isUserRejection(error: unknown): boolean {
  const rejection = walkError(error, (link) => {
    const code = (link as { code?: unknown } | null)?.code
    return code === 4001 || (typeof code === 'number' && code >= 5000 && code <= 5003)
  })
  return rejection !== null
}
