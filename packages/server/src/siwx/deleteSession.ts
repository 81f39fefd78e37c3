import type { DatabaseTransaction } from '../db/Database.js'
import { hashToken } from './hashToken.js'

/** Ends the session of a token (nothing happens for an unknown one); expired ones go on the way. */
export async function deleteSession(
  database: DatabaseTransaction,
  { token, now }: { token: string; now: Date },
): Promise<void> {
  await database.query('delete from siwx_sessions where token_hash = $1 or expires_at <= $2', [
    hashToken(token),
    now,
  ])
}
