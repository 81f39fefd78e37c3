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

// The frame's device id: 32 random bytes, base64url, kept in the frame's own storage.
const deviceId = v.pipe(
  v.string('must be a string'),
  v.regex(/^[A-Za-z0-9_-]{43}$/, 'must be a device id (43 base64url characters)'),
)
const otp = v.pipe(v.string('must be a string'), v.regex(/^\d{6}$/, 'must be 6 digits'))

/**
 * POST /v1/embedded/email: send a one-time code to `email`; for an account with a wallet on a
 * device it has not approved, an approval link instead (answer VERIFY_DEVICE).
 */
export const emailLoginRequestSchema = v.object({ email, deviceId: v.optional(deviceId) })

/** POST /v1/embedded/email/verify: the code sent to `email`, from the device `deviceId`. */
export const emailVerifyRequestSchema = v.object({ email, otp, deviceId: v.optional(deviceId) })

/** POST /v1/embedded/device: whether `deviceId` was approved for `email`'s account. */
export const deviceStatusRequestSchema = v.object({ email, deviceId })

/** POST /v1/embedded/email/update: change the logged-in user's email to `email`. */
export const emailUpdateRequestSchema = v.object({ email })

/** POST /v1/embedded/email/update/primary and /secondary: the code sent to the old or new email. */
export const emailUpdateOtpRequestSchema = v.object({ otp })

// A share sealed under a passphrase: salt (16 bytes), IV (12) and AES-GCM ciphertext with tag (49).
const passphraseSealedShare = v.pipe(
  v.string('must be a string'),
  v.regex(/^[0-9a-f]{154}$/, 'must be a passphrase-sealed share (154 hex characters)'),
)

/** POST /v1/embedded/wallet: the shares the server keeps of a new wallet. */
export const createWalletRequestSchema = v.object({
  address: v.pipe(
    v.string('must be a string'),
    v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address'),
  ),
  authShare: share,
  /** The project the wallet is made for: it decides how the recovery share is kept. */
  projectId: v.optional(v.pipe(v.string('must be a string'), v.maxLength(100))),
  /**
   * 'server' (default): the recovery share, which the server seals with its recovery key.
   * 'passphrase': the share already encrypted in the frame under the user's passphrase.
   */
  recovery: v.optional(v.picklist(['server', 'passphrase'], 'must be server or passphrase')),
  recoveryShare: v.union(
    [share, passphraseSealedShare],
    'must be a key share or a passphrase-sealed share',
  ),
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

/** The providers the server logs in with by OAuth (farcaster has its own protocol). */
const oauthProvider = v.picklist(
  ['google', 'github', 'apple', 'facebook', 'x', 'discord'],
  'must be one of google, github, apple, facebook, x, discord',
)

/**
 * POST /v1/embedded/social/start: an attempt to log in with `provider` from the device
 * `deviceId`; the answer's `uri` is the provider's authorize URL. `origin` is the dapp page the
 * callback hands the result to; `returnUrl` (same origin) is where a redirect login comes back.
 */
export const socialStartRequestSchema = v.object({
  provider: oauthProvider,
  deviceId,
  origin: v.pipe(v.string('must be a string'), v.url('must be an origin'), v.maxLength(300)),
  returnUrl: v.optional(
    v.pipe(v.string('must be a string'), v.url('must be a URL'), v.maxLength(2_000)),
  ),
  /** The dapp's project: a redirect login goes back only to an origin it allows. */
  projectId: v.optional(v.pipe(v.string('must be a string'), v.maxLength(100))),
})

/** POST /v1/embedded/social/complete: the callback's address (code and state), from `deviceId`. */
export const socialCompleteRequestSchema = v.object({
  uri: v.pipe(v.string('must be a string'), v.url('must be a URL'), v.maxLength(4_000)),
  deviceId,
})
