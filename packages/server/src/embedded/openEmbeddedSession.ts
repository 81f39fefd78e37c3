import { randomBytes } from 'node:crypto'
import type { DatabaseTransaction } from '../db/Database.js'
import { hashToken } from '../siwx/hashToken.js'
import { hashDeviceId } from './embeddedDevices.js'

/** How long a login's session lasts (the auth share is released within it). */
const sessionLifetimeMs = 7 * 24 * 60 * 60_000

/** Opens a session of `userId` on the device `deviceId` (any login kind) and returns its token. */
export async function openEmbeddedSession(
  database: DatabaseTransaction,
  parameters: { userId: string; deviceId: string | undefined; at: Date },
): Promise<string> {
  const { userId, deviceId, at } = parameters
  const token = randomBytes(32).toString('base64url')
  await database.query(
    'insert into embedded_sessions (token_hash, user_id, created_at, expires_at, device_hash) values ($1, $2, $3, $4, $5)',
    [
      hashToken(token),
      userId,
      at,
      new Date(at.getTime() + sessionLifetimeMs),
      deviceId ? hashDeviceId(deviceId) : null,
    ],
  )
  return token
}
