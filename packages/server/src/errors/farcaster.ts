import { HttpError, type RefusalEntry } from './http.js'

/** Why Sign In With Farcaster refuses a request: status and message of each code. */
const farcasterErrors = {
  FARCASTER_NOT_CONFIGURED: {
    status: 400,
    message: 'Farcaster login is not set up on this server',
  },
  FARCASTER_CHANNEL_INVALID: {
    status: 401,
    message: 'This Farcaster sign-in is unknown or has expired: start it again',
  },
  FARCASTER_RELAY_KEY_INVALID: { status: 401, message: 'Unknown Farcaster client' },
  FARCASTER_ALREADY_AUTHENTICATED: { status: 409, message: 'This sign-in was already approved' },
  FARCASTER_PENDING: { status: 409, message: 'The sign-in is not approved yet' },
  FARCASTER_SIGNIN_INVALID: { status: 400, message: 'The Farcaster sign-in message was refused' },
  FARCASTER_BUSY: {
    status: 503,
    message: 'Too many logins in progress: try again in a minute',
    retryAfter: 60,
  },
} as const

/** A code of `farcasterErrors`. */
export type FarcasterErrorCode = keyof typeof farcasterErrors

/** A Sign In With Farcaster request refused for one of the reasons of `farcasterErrors`. */
export class FarcasterRefusalError extends HttpError {
  override name = 'FarcasterRefusalError'

  /** `message` replaces the table's (the check says what was wrong). */
  constructor(code: FarcasterErrorCode, message?: string) {
    const entry: RefusalEntry = farcasterErrors[code]
    super(entry.status, code, message ?? entry.message, { retryAfter: entry.retryAfter })
  }
}
