/**
 * Where an email login stands: 'device' while a new device waits for its emailed approval
 * link, 'passphrase' while the frame's passphrase screen shows (passphrase recovery).
 */
type EmbeddedLoginStep = 'idle' | 'sending' | 'device' | 'otp' | 'verifying' | 'passphrase'

/** Where an email change stands (spec section 3's action names). */
type EmbeddedUpdateStep = 'idle' | 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

/** The embedded wallet's state the views read. */
export type EmbeddedState = {
  step: EmbeddedLoginStep
  /** The email a code was sent to (or being sent to). */
  email: string | undefined
  /** The last login error, in the spec's words or the server's. */
  error: string | undefined
  /** When the last code was sent (ms since epoch): another may be asked for 30 s later. */
  lastSentAt: number | undefined
  /** The email of the connected user. */
  userEmail: string | undefined
  /** Whether the frame's approval screen is showing (the modal shows the frame). */
  approval: boolean
  /** The alert over the email views: the frame did not load or start, or a login request timed out. */
  alert: string | undefined
  /**
   * A social login under way: its provider, and whether it waits for the popup, for the new
   * device's emailed approval, or (an account without email) for a signed-in device's approval;
   * `error` is its last failure (a closed popup, a refusal).
   */
  social: {
    provider: string | undefined
    waiting: 'popup' | 'device' | 'signedInDevice' | undefined
    error: string | undefined
  }
  /**
   * A Sign In With Farcaster under way: the link of its channel (the QR code), whether it waits
   * for the Farcaster app's approval, and its last failure.
   */
  farcaster: {
    url: string | undefined
    waiting: boolean
    error: string | undefined
    /** An account's new device waits for its approval: from the emailed link, or a signed-in device. */
    approver?: 'email' | 'device' | undefined
  }
  /** The email change: its step, the new email, whether a request runs, its last error. */
  update: {
    step: EmbeddedUpdateStep
    email: string | undefined
    busy: boolean
    error: string | undefined
  }
}

/** The state before anything happened. */
export const initialEmbeddedState: EmbeddedState = {
  step: 'idle',
  email: undefined,
  error: undefined,
  lastSentAt: undefined,
  userEmail: undefined,
  approval: false,
  alert: undefined,
  social: { provider: undefined, waiting: undefined, error: undefined },
  farcaster: { url: undefined, waiting: false, error: undefined },
  update: { step: 'idle', email: undefined, busy: false, error: undefined },
}

/** The state before anything happened, for a dapp without the embedded wallet. */
export const initialEmbeddedStateOf = (): EmbeddedState => initialEmbeddedState
