import type { DatabaseTransaction } from '../db/Database.js'
import { hashToken } from './hashToken.js'
import type { SIWXSessionRow } from './SIWXSessionRow.js'

/** The unexpired session of a token, or undefined. */
export async function findSession(
  database: DatabaseTransaction,
  { token, now }: { token: string; now: Date },
): Promise<SIWXSessionRow | undefined> {
  const { rows } = await database.query<SIWXSessionRow>(
    `select origin, project_id, address, caip_network_id, message, signature, issued_at, expires_at
      from siwx_sessions where token_hash = $1 and expires_at > $2`,
    [hashToken(token), now],
  )
  return rows[0]
}
