import * as v from 'valibot'

// The bodies the wallet frame sends the server's embedded-wallet routes, one definition for
// the frame (which builds them) and the server (which checks them).

const email = v.pipe(
  v.string('must be a string'),
  v.trim(),
  v.email('must be a valid email'),
  v.maxLength(254),
)
// A Shamir share of a 32-byte seed: 33 bytes, hex.
const share = v.pipe(
  v.string('must be a string'),
  v.regex(/^[0-9a-f]{66}$/, 'must be a key share (66 hex characters)'),
)

/** POST /v1/embedded/email: send a one-time code to `email`. */
export const emailLoginRequestSchema = v.object({ email })

/** POST /v1/embedded/email/verify: the code sent to `email`. */
export const emailVerifyRequestSchema = v.object({
  email,
  otp: v.pipe(v.string('must be a string'), v.regex(/^\d{6}$/, 'must be 6 digits')),
})

/** POST /v1/embedded/wallet: the shares the server keeps of a new wallet. */
export const createWalletRequestSchema = v.object({
  address: v.pipe(
    v.string('must be a string'),
    v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address'),
  ),
  authShare: share,
  recoveryShare: share,
})

/** POST /v1/embedded/origin: whether a dapp origin may use the frame for a project. */
export const originCheckRequestSchema = v.object({
  origin: v.pipe(v.string('must be a string'), v.url('must be an origin'), v.maxLength(300)),
  projectId: v.optional(v.pipe(v.string(), v.maxLength(100))),
})

/** How long a one-time code is valid (10 minutes). */
export const emailCodeLifetimeMs = 10 * 60_000
/** How long after a code is sent another one may be asked for (spec section 9: 30 s). */
export const emailLoginCooldownMs = 30_000
/** Wrong codes accepted before a new code is needed. */
export const maxEmailCodeAttempts = 5

/** 'Please try again after {n} seconds', n the remaining seconds rounded up (spec section 5). */
export function emailThrottleMessage(remainingMs: number): string {
  return `Please try again after ${Math.ceil(remainingMs / 1000)} seconds`
}
