import { BaseError } from './base.js'
import { HttpError, type RefusalEntry } from './http.js'

/** Why the embedded wallet's routes refuse a request: status and message of each code. */
const embeddedErrors = {
  EMBEDDED_ORIGIN_NOT_ALLOWED: { status: 403, message: 'Only the wallet frame may call this' },
  EMAIL_THROTTLED: { status: 429, message: 'Please try again later' },
  OTP_INVALID: { status: 400, message: 'Invalid code' },
  OTP_EXPIRED: { status: 400, message: 'The code has expired: ask for a new one' },
  OTP_ATTEMPTS_EXCEEDED: { status: 400, message: 'Too many wrong codes: ask for a new one' },
  SESSION_INVALID: { status: 401, message: 'Session expired: log in again' },
  FRESH_LOGIN_REQUIRED: { status: 401, message: 'Log in again to recover the wallet' },
  WALLET_EXISTS: { status: 409, message: 'This account already has a wallet' },
  WALLET_NOT_FOUND: { status: 404, message: 'This account has no wallet yet' },
  DEVICE_NOT_APPROVED: {
    status: 403,
    message: 'Approve this device from the link we sent to your email first',
  },
  DEVICE_LINK_INVALID: { status: 400, message: 'This link has expired or was already used' },
  EMAIL_IN_USE: { status: 409, message: 'This email is already in use' },
  EMAIL_UNCHANGED: { status: 400, message: 'This is already your email' },
  EMAIL_UPDATE_NOT_STARTED: { status: 400, message: 'Start the email change again' },
  RECOVERY_NOT_ALLOWED: {
    status: 400,
    message: 'This project recovers wallets with a passphrase only',
  },
  SOCIAL_PROVIDER_NOT_CONFIGURED: {
    status: 400,
    message: 'This social login is not set up on this server',
  },
  SOCIAL_STATE_INVALID: {
    status: 400,
    message: 'This login is unknown or was already used: start it again',
  },
  SOCIAL_ATTEMPT_EXPIRED: { status: 400, message: 'This login took too long: start it again' },
  SOCIAL_LOGIN_FAILED: { status: 400, message: 'The provider refused the login' },
  EXPORT_NEEDS_EMAIL: {
    status: 400,
    message: 'This account has no email to confirm the export with',
  },
  SOCIAL_BUSY: {
    status: 503,
    message: 'Too many logins in progress: try again in a minute',
    retryAfter: 60,
  },
  SOCIAL_DEVICE_NOT_APPROVED: {
    status: 403,
    message:
      'This login gives no email to approve a new device with: use the device where you made the wallet',
  },
  PASSKEY_CHALLENGE_INVALID: {
    status: 400,
    message: 'This passkey request is unknown or was already used: try again',
  },
  PASSKEY_CHALLENGE_EXPIRED: {
    status: 400,
    message: 'This passkey request took too long: try again',
  },
  PASSKEY_ORIGIN_INVALID: { status: 400, message: 'This passkey answer was made for another site' },
  PASSKEY_UNKNOWN: { status: 400, message: 'This passkey is not registered with this wallet' },
  PASSKEY_INVALID: { status: 400, message: 'The passkey’s answer could not be verified' },
  PASSKEY_NONE: { status: 400, message: 'This wallet has no passkey yet' },
  PASSKEY_EXISTS: { status: 409, message: 'This passkey is already added to your wallet' },
  PASSKEY_LIMIT: {
    status: 409,
    message: 'This wallet already has the most passkeys it may have',
  },
  PASSKEY_BUSY: {
    status: 503,
    message: 'Too many passkey requests in progress: try again in a minute',
    retryAfter: 60,
  },
  SOCIAL_IDENTITY_IN_USE: {
    status: 409,
    message: 'This login already belongs to another account: sign in with it there',
  },
  SOCIAL_PROVIDER_LINKED: {
    status: 409,
    message: 'This account already has a login with this provider: remove it first',
  },
  DEVICE_REQUEST_INVALID: {
    status: 400,
    message: 'This device request has expired or was already answered',
  },
  DEVICE_DECLINED: {
    status: 403,
    message: 'This device was declined from a signed-in device',
  },
  LOGIN_NOT_LINKED: { status: 404, message: 'This login is not linked to the account' },
  LAST_LOGIN: {
    status: 400,
    message: 'This is the account’s only login: link another before removing it',
  },
  EMAIL_LOGIN_KEPT: {
    status: 400,
    message: 'The email login stays: it approves new devices and key exports',
  },
} as const

/** A code of `embeddedErrors`. */
export type EmbeddedErrorCode = keyof typeof embeddedErrors

/** An embedded-wallet request refused for one of the reasons of `embeddedErrors`. */
export class EmbeddedRefusalError extends HttpError {
  override name = 'EmbeddedRefusalError'

  /** `message` replaces the table's (the throttle says how many seconds are left). */
  constructor(code: EmbeddedErrorCode, message?: string) {
    const entry: RefusalEntry = embeddedErrors[code]
    super(entry.status, code, message ?? entry.message, { retryAfter: entry.retryAfter })
  }
}

/** A provider's user endpoint answered an error status, a body too large, or not its user shape. */
export class SocialUserEndpointError extends BaseError {
  override name = 'SocialUserEndpointError'
}
