import { createHash, randomInt } from 'node:crypto'
import {
  emailCodeLifetimeMs,
  emailLoginCooldownMs,
  emailThrottleMessage,
  maxEmailCodeAttempts,
} from '@latchkey/core/protocol'
import type { DatabaseTransaction } from '../db/Database.js'
import { EmbeddedRefusalError } from '../errors/embedded.js'

/**
 * Refuses (EMAIL_THROTTLED, with the seconds left) an email sent less than the cool-down after
 * the last one, sent at `last`; the one rule of every email the embedded wallet sends.
 */
export function assertEmailCooledDown(last: Date | undefined, now: Date): void {
  const waited = last ? now.getTime() - new Date(last).getTime() : Number.POSITIVE_INFINITY
  if (waited < emailLoginCooldownMs)
    throw new EmbeddedRefusalError(
      'EMAIL_THROTTLED',
      emailThrottleMessage(emailLoginCooldownMs - waited),
    )
}

const hashCode = (email: string, code: string) =>
  createHash('sha256').update(`${email}\n${code}`).digest('hex')

/** What a code is for: a login, or one of the two steps of an email change. */
export type EmailCodePurpose = 'login' | 'update' | 'export'

type CodeRow = {
  code_hash: string
  created_at: Date
  expires_at: Date
  attempts: number
  used_at: Date | null
}

/**
 * Makes a new 6-digit code for `email` (replacing any earlier one) and returns it; refuses
 * with 'Please try again after {n} seconds' within 30 s of the last one.
 */
export async function issueEmailCode(
  database: DatabaseTransaction,
  parameters: {
    email: string
    now: Date
    purpose?: EmailCodePurpose
    lifetimeMs?: number | undefined
  },
): Promise<string> {
  const { email, now, purpose = 'login', lifetimeMs = emailCodeLifetimeMs } = parameters
  const { rows } = await database.query<Pick<CodeRow, 'created_at'>>(
    'select created_at from embedded_email_codes where email = $1 and purpose = $2',
    [email, purpose],
  )
  assertEmailCooledDown(rows[0]?.created_at, now)
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await database.query(
    `insert into embedded_email_codes (email, purpose, code_hash, created_at, expires_at, attempts, used_at)
     values ($1, $5, $2, $3, $4, 0, null)
     on conflict (email, purpose) do update set code_hash = $2, created_at = $3, expires_at = $4, attempts = 0, used_at = null`,
    [email, hashCode(email, code), now, new Date(now.getTime() + lifetimeMs), purpose],
  )
  return code
}

/**
 * Not in a transaction: a wrong code's count must stay when the request is refused. Takes `code` for `email` once: refuses an unknown, used, expired or wrong code, and after 5
 * wrong ones any code until a new one is sent.
 */
export async function consumeEmailCode(
  database: DatabaseTransaction,
  parameters: { email: string; code: string; now: Date; purpose?: EmailCodePurpose },
): Promise<void> {
  const { email, code, now, purpose = 'login' } = parameters
  const { rows } = await database.query<CodeRow>(
    'select code_hash, created_at, expires_at, attempts, used_at from embedded_email_codes where email = $1 and purpose = $2',
    [email, purpose],
  )
  const row = rows[0]
  if (!row || row.used_at) throw new EmbeddedRefusalError('OTP_INVALID')
  if (row.attempts >= maxEmailCodeAttempts) throw new EmbeddedRefusalError('OTP_ATTEMPTS_EXCEEDED')
  if (new Date(row.expires_at).getTime() <= now.getTime())
    throw new EmbeddedRefusalError('OTP_EXPIRED')
  if (row.code_hash !== hashCode(email, code)) {
    await database.query(
      'update embedded_email_codes set attempts = attempts + 1 where email = $1 and purpose = $2',
      [email, purpose],
    )
    if (row.attempts + 1 >= maxEmailCodeAttempts)
      throw new EmbeddedRefusalError('OTP_ATTEMPTS_EXCEEDED')
    throw new EmbeddedRefusalError('OTP_INVALID')
  }
  // Taken in one statement: of two requests with the right code, one wins.
  const taken = await database.query(
    'update embedded_email_codes set used_at = $2 where email = $1 and purpose = $4 and used_at is null and code_hash = $3 returning email',
    [email, now, row.code_hash, purpose],
  )
  if (taken.rows.length === 0) throw new EmbeddedRefusalError('OTP_INVALID')
}
