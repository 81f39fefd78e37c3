import { createHash } from 'node:crypto'
import type { DatabaseTransaction } from '../../db/Database.js'
import { EmbeddedRefusalError } from '../../errors/embedded.js'

/** How long a passkey challenge may be answered. */
export const passkeyChallengeLifetimeMs = 5 * 60_000
/** Challenges open at once on the whole server: more are refused (PASSKEY_BUSY) until some end. */
export const maxOpenPasskeyChallenges = 10_000

/** What a challenge was handed out for. */
export type PasskeyPurpose = 'register' | 'login' | 'confirm'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * Keeps a fresh challenge for `purpose` (and the signed-in `userId` that asked, if any) until it
 * is answered or times out. Expired ones are dropped first; past the server's bound of open
 * challenges a sign-in from anyone is refused rather than letting the table grow.
 */
export async function keepPasskeyChallenge(
  database: DatabaseTransaction,
  parameters: {
    challenge: string
    purpose: PasskeyPurpose
    userId?: string | undefined
    now: Date
  },
): Promise<void> {
  const { now } = parameters
  await database.query('delete from embedded_passkey_challenges where expires_at <= $1', [now])
  const { rows } = await database.query<{ count: string | number }>(
    'select count(*) as count from embedded_passkey_challenges',
  )
  if (Number(rows[0]?.count ?? 0) >= maxOpenPasskeyChallenges)
    throw new EmbeddedRefusalError('PASSKEY_BUSY')
  await database.query(
    `insert into embedded_passkey_challenges (challenge_hash, purpose, user_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5)`,
    [
      sha256(parameters.challenge),
      parameters.purpose,
      parameters.userId ?? null,
      now,
      new Date(now.getTime() + passkeyChallengeLifetimeMs),
    ],
  )
}

/**
 * Takes the challenge an answer signed, once: an unknown or used one (a replayed answer), one
 * handed out for another purpose or another account, or an expired one is refused.
 */
export async function takePasskeyChallenge(
  database: DatabaseTransaction,
  parameters: {
    challenge: string
    purpose: PasskeyPurpose
    userId?: string | undefined
    now: Date
  },
): Promise<void> {
  const { rows } = await database.query<{ user_id: string | null; expires_at: Date }>(
    `delete from embedded_passkey_challenges where challenge_hash = $1 and purpose = $2
     returning user_id, expires_at`,
    [sha256(parameters.challenge), parameters.purpose],
  )
  const row = rows[0]
  if (!row || (row.user_id ?? undefined) !== parameters.userId)
    throw new EmbeddedRefusalError('PASSKEY_CHALLENGE_INVALID')
  if (new Date(row.expires_at).getTime() <= parameters.now.getTime())
    throw new EmbeddedRefusalError('PASSKEY_CHALLENGE_EXPIRED')
}
