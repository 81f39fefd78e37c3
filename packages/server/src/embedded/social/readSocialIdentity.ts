import { createHash } from 'node:crypto'
import type { DatabaseTransaction } from '../../db/Database.js'
import { EmbeddedRefusalError } from '../../errors/embedded.js'
import type { SocialClient } from './createSocialClient.js'
import type { SocialIdentity } from './socialProviderProfiles.js'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * Exchanges a callback's code at the provider and reads the identity it names. A code is tried
 * once: the attempt is spent whether the provider takes it or not (and dropped if not).
 */
export async function readSocialIdentity(
  database: DatabaseTransaction,
  social: SocialClient,
  parameters: {
    callback: URL
    state: string
    attempt: { nonce: string; code_verifier: string }
  },
): Promise<SocialIdentity> {
  const { attempt, callback, state } = parameters
  const claimed = await database.query(
    'update embedded_social_attempts set code_verifier = $2 where state_hash = $1 and code_verifier = $3 returning state_hash',
    [sha256(state), '', attempt.code_verifier],
  )
  if (claimed.rows.length === 0 || !attempt.code_verifier)
    throw new EmbeddedRefusalError('SOCIAL_STATE_INVALID')
  try {
    return await social.complete(callback, {
      state,
      nonce: attempt.nonce,
      codeVerifier: attempt.code_verifier,
    })
  } catch (error) {
    await database.query('delete from embedded_social_attempts where state_hash = $1', [
      sha256(state),
    ])
    const reason =
      callback.searchParams.get('error_description') ??
      callback.searchParams.get('error') ??
      socialFailureReason(error)
    throw new EmbeddedRefusalError(
      'SOCIAL_LOGIN_FAILED',
      reason ? `The provider refused the login: ${reason.slice(0, 200)}` : undefined,
    )
  }
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

/**
 * Why the exchange failed: the token endpoint's OAuth error where it gave one (as an error status,
 * or in a 200 answer as GitHub does, which openid-client wraps in causes), else the message.
 */
export function socialFailureReason(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined
  for (let cause: unknown = error, depth = 0; cause && depth < 4; depth++) {
    const answered = cause as { error?: unknown; error_description?: unknown; body?: unknown }
    const body = (answered.body ?? {}) as Record<string, unknown>
    const reason =
      text(answered.error_description) ??
      text(answered.error) ??
      text(body.error_description) ??
      text(body.error)
    if (reason) return reason
    cause = (cause as { cause?: unknown }).cause
  }
  return error.message
}
