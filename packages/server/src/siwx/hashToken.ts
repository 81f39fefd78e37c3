import { createHash } from 'node:crypto'

/** The SHA-256 of a session token, hex: what the database keeps instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
