import type { DatabaseTransaction } from '../db/Database.js'

/**
 * Deletes nonces that expired more than `retentionMs` ago (until then a late verification is
 * told "expired" rather than "unknown"); returns how many went.
 */
export async function purgeNonces(
  database: DatabaseTransaction,
  { now, retentionMs }: { now: Date; retentionMs: number },
): Promise<number> {
  const { rows } = await database.query<{ count: number }>(
    `with deleted as (delete from siwx_nonces where expires_at < $1 returning 1)
     select count(*)::int as count from deleted`,
    [new Date(now.getTime() - retentionMs)],
  )
  return Number(rows[0]?.count ?? 0)
}
