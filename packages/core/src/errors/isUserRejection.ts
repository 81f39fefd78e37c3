import { walkError } from './base.js'

/** EIP-1193's code for a request the user turned down (UserRejectedRequestError's). */
const userRejectedCode = 4001

/**
 * Whether the user turned the request down (code 4001 anywhere in the cause chain). Read by
 * code alone, so the RPC error classes need not load to ask.
 */
export function isUserRejection(error: unknown): boolean {
  const rejection = walkError(
    error,
    (link) =>
      typeof link === 'object' &&
      link !== null &&
      (link as { code?: unknown }).code === userRejectedCode,
  )
  return rejection !== null
}
