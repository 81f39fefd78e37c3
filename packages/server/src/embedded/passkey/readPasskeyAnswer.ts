import { decodeClientDataJSON } from '@simplewebauthn/server/helpers'
import { EmbeddedRefusalError } from '../../errors/embedded.js'

/** What the browser said it signed: the challenge, and the page it was asked on. */
export type PasskeyAnswer = {
  challenge: string
  /** The page around the frame when it was framed by another origin (WebAuthn `topOrigin`). */
  topOrigin: string | undefined
}

/**
 * Reads a passkey answer's client data: refuses unreadable data (a forged answer) and an answer
 * made on another origin than the frame's (a page that relayed our challenge to its own site),
 * before any challenge is taken.
 */
export function readPasskeyAnswer(clientDataJSON: string, walletOrigin: string): PasskeyAnswer {
  let data: ReturnType<typeof decodeClientDataJSON>
  try {
    data = decodeClientDataJSON(clientDataJSON)
  } catch {
    throw new EmbeddedRefusalError('PASSKEY_INVALID')
  }
  if (typeof data?.challenge !== 'string' || typeof data.origin !== 'string')
    throw new EmbeddedRefusalError('PASSKEY_INVALID')
  if (data.origin !== walletOrigin) throw new EmbeddedRefusalError('PASSKEY_ORIGIN_INVALID')
  return {
    challenge: data.challenge,
    topOrigin: data.crossOrigin && typeof data.topOrigin === 'string' ? data.topOrigin : undefined,
  }
}
