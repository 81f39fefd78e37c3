import { UserRejectedRequestError } from '../errors/rpc.js'

/**
 * A pairing's failure as the rest of core reads it: the wallet turning the proposal or the
 * one-click sign-in down becomes a UserRejectedRequestError (code 4001, what `isUserRejection`
 * looks for), anything else stays as it is. The SDK says "no" two ways: a proposal rejects with
 * the wallet's error, code 5000 to 5003 (its USER_REJECTED, and of chains, methods, events);
 * `authenticate` with the bare message of the wallet's error answer, its code dropped (its own
 * failures, an expiry or a bad CACAO, are objects). Kept here, in the lazy WalletConnect chunk,
 * rather than in `isUserRejection`, which every page loads.
 */
export function toWalletRejection(reason: unknown): unknown {
  if (typeof reason === 'string') return new UserRejectedRequestError({ details: reason })
  const code = (reason as { code?: unknown } | null)?.code
  if (typeof code === 'number' && code >= 5000 && code <= 5003)
    return new UserRejectedRequestError({
      details: (reason as { message?: unknown }).message as string | undefined,
      cause: reason,
    })
  return reason
}
