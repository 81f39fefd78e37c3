import { randomBytes } from 'node:crypto'
import type { DatabaseTransaction } from '../db/Database.js'
import { hashToken } from './hashToken.js'
import type { SIWXSessionRow } from './SIWXSessionRow.js'

/** What a new session holds. */
export type CreateSessionParameters = Omit<SIWXSessionRow, 'project_id'> & {
  projectId: string | undefined
  now: Date
}

/**
 * Stores a session and returns its bearer token: 32 random bytes, base64url; only its hash is
 * kept. Sessions that ended are cleared on the way.
 */
export async function createSession(
  database: DatabaseTransaction,
  parameters: CreateSessionParameters,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await database.query('delete from siwx_sessions where expires_at <= $1', [parameters.now])
  await database.query(
    `insert into siwx_sessions (token_hash, origin, project_id, address, caip_network_id, message,
      signature, issued_at, expires_at, created_at)
      values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      hashToken(token),
      parameters.origin,
      parameters.projectId ?? null,
      parameters.address,
      parameters.caip_network_id,
      parameters.message,
      parameters.signature,
      parameters.issued_at,
      parameters.expires_at,
      parameters.now,
    ],
  )
  return token
}
