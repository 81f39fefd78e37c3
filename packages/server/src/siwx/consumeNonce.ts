import type { DatabaseTransaction } from '../db/Database.js'
import { SIWXRefusalError } from '../errors/siwx.js'

/** Whose message names the nonce, and when. */
export type ConsumeNonceParameters = {
  nonce: string
  origin: string
  projectId: string | undefined
  now: Date
}

/**
 * Takes a nonce for one verification, atomically: a second taker, even a concurrent one, is
 * refused with SIWX_NONCE_REUSED. A nonce never issued, or issued to another origin or project,
 * is SIWX_NONCE_UNKNOWN; one past its 10 minutes SIWX_NONCE_EXPIRED.
 */
export async function consumeNonce(
  database: DatabaseTransaction,
  { nonce, origin, projectId, now }: ConsumeNonceParameters,
): Promise<void> {
  const { rows } = await database.query<{ nonce: string }>(
    `update siwx_nonces set used_at = $2
      where nonce = $1 and used_at is null and expires_at > $2
        and origin is not distinct from $3 and project_id is not distinct from $4
      returning nonce`,
    [nonce, now, origin, projectId ?? null],
  )
  if (rows.length === 1) return
  const { rows: found } = await database.query<{
    origin: string | null
    project_id: string | null
    expires_at: Date
    used_at: Date | null
  }>('select origin, project_id, expires_at, used_at from siwx_nonces where nonce = $1', [nonce])
  const row = found[0]
  if (!row || row.origin !== origin || row.project_id !== (projectId ?? null))
    throw new SIWXRefusalError('SIWX_NONCE_UNKNOWN', nonce)
  if (row.used_at) throw new SIWXRefusalError('SIWX_NONCE_REUSED', nonce)
  throw new SIWXRefusalError(
    'SIWX_NONCE_EXPIRED',
    `${nonce} ended at ${row.expires_at.toISOString()}`,
  )
}
