import { randomBytes } from 'node:crypto'
import type { DatabaseTransaction } from '../db/Database.js'

/** How long a nonce is accepted after it was issued. */
const nonceLifetime = 10 * 60_000

/** What `issueNonce` needs: who asks, and when. */
export type IssueNonceParameters = {
  origin: string | undefined
  projectId: string | undefined
  now: Date
}

/**
 * Issues a single-use nonce (32 hex digits) bound to the asking page's origin and project,
 * accepted for 10 minutes. Expired nonces are purged by `purgeNonces`, on a timer.
 */
export async function issueNonce(
  database: DatabaseTransaction,
  { origin, projectId, now }: IssueNonceParameters,
): Promise<{ nonce: string; expiresAt: Date }> {
  const nonce = randomBytes(16).toString('hex')
  const expiresAt = new Date(now.getTime() + nonceLifetime)
  await database.query(
    `insert into siwx_nonces (nonce, origin, project_id, created_at, expires_at)
      values ($1, $2, $3, $4, $5)`,
    [nonce, origin ?? null, projectId ?? null, now, expiresAt],
  )
  return { nonce, expiresAt }
}
