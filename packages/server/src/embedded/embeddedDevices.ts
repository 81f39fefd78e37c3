import { createHash, randomBytes } from 'node:crypto'
import type { DatabaseTransaction } from '../db/Database.js'
import { EmbeddedRefusalError } from '../errors/embedded.js'
import { assertEmailCooledDown } from './emailCodes.js'

// The devices of an account: the one that made the wallet is approved at once; any other is
// approved from a link emailed to the account before it may log in and take the auth share.

/** How long an emailed device-approval link works. */
const approvalLifetimeMs = 15 * 60_000

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The stored form of a device id (the id itself is never stored). */
export const hashDeviceId = (deviceId: string) => sha256(`device\n${deviceId}`)

/** Whether the device `deviceId` may log in to the account `userId`. */
export async function isDeviceApproved(
  database: DatabaseTransaction,
  parameters: { userId: string; deviceId: string | undefined },
): Promise<boolean> {
  if (!parameters.deviceId) return false
  const { rows } = await database.query(
    'select 1 from embedded_devices where user_id = $1 and device_hash = $2 and approved_at is not null',
    [parameters.userId, hashDeviceId(parameters.deviceId)],
  )
  return rows.length > 0
}

/** Approves the device that made the account's wallet (its session's device). */
export async function approveOwnDevice(
  database: DatabaseTransaction,
  parameters: { userId: string; deviceHash: string; now: Date },
): Promise<void> {
  await database.query(
    `insert into embedded_devices (user_id, device_hash, approved_at, created_at) values ($1, $2, $3, $3)
     on conflict (user_id, device_hash) do update set approved_at = $3, approval_token_hash = null`,
    [parameters.userId, parameters.deviceHash, parameters.now],
  )
}

/**
 * Makes an approval link's token for `deviceId` (replacing an earlier one); refuses with
 * 'Please try again after {n} seconds' within 30 s of the account's last link. Unused links of
 * the account older than their lifetime are dropped, so the table grows only with approvals.
 */
export async function requestDeviceApproval(
  database: DatabaseTransaction,
  parameters: { userId: string; deviceId: string; now: Date },
): Promise<string> {
  const { userId, now } = parameters
  const { rows } = await database.query<{ created_at: Date }>(
    'select max(created_at) as created_at from embedded_devices where user_id = $1 and approved_at is null',
    [userId],
  )
  assertEmailCooledDown(rows[0]?.created_at, now)
  await database.query(
    'delete from embedded_devices where user_id = $1 and approved_at is null and approval_expires_at <= $2',
    [userId, now],
  )
  const token = randomBytes(32).toString('base64url')
  await database.query(
    `insert into embedded_devices (user_id, device_hash, approval_token_hash, approval_expires_at, created_at)
     values ($1, $2, $3, $4, $5)
     on conflict (user_id, device_hash) do update set approval_token_hash = $3, approval_expires_at = $4, created_at = $5`,
    [
      userId,
      hashDeviceId(parameters.deviceId),
      sha256(token),
      new Date(now.getTime() + approvalLifetimeMs),
      now,
    ],
  )
  return token
}

/** The email of the account whose approval link holds `token`, while the link works. */
export async function findDeviceApproval(
  database: DatabaseTransaction,
  parameters: { token: string; now: Date },
): Promise<string | undefined> {
  const { rows } = await database.query<{ email: string }>(
    `select u.email from embedded_devices d join embedded_users u on u.id = d.user_id
     where d.approval_token_hash = $1 and d.approved_at is null and d.approval_expires_at > $2`,
    [sha256(parameters.token), parameters.now],
  )
  return rows[0]?.email
}

/** Approves the device of the link holding `token`, once; refuses an unknown or expired link. */
export async function approveDevice(
  database: DatabaseTransaction,
  parameters: { token: string; now: Date },
): Promise<void> {
  const { rows } = await database.query(
    `update embedded_devices set approved_at = $2, approval_token_hash = null
     where approval_token_hash = $1 and approved_at is null and approval_expires_at > $2 returning user_id`,
    [sha256(parameters.token), parameters.now],
  )
  if (rows.length === 0) throw new EmbeddedRefusalError('DEVICE_LINK_INVALID')
}
