import { createHash, randomBytes } from 'node:crypto'
import type { DatabaseTransaction } from '../db/Database.js'
import { EmbeddedRefusalError } from '../errors/embedded.js'
import { assertEmailCooledDown } from './emailCodes.js'

// The devices of an account: the one that made the wallet is approved at once; any other is
// approved before it may log in and take the auth share: from a link emailed to the account, or
// (any account, the only way for one without email) from a device signed in to it.

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
     on conflict (user_id, device_hash) do update set approval_token_hash = $3, approval_expires_at = $4, created_at = $5, declined_at = null`,
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

/** A new device of an account waiting for its approval, as a signed-in device sees it. */
export type DeviceRequest = { id: string; requestedAt: Date }

/**
 * The new devices of `userId` waiting for their approval (an emailed link's or a signed-in
 * device's), newest first, but the asking device's own; the id is the device's stored hash.
 */
export async function listDeviceRequests(
  database: DatabaseTransaction,
  parameters: { userId: string; exceptDeviceHash: string | null; now: Date },
): Promise<DeviceRequest[]> {
  const { rows } = await database.query<{ device_hash: string; created_at: Date }>(
    `select device_hash, created_at from embedded_devices
     where user_id = $1 and approved_at is null and declined_at is null and approval_expires_at > $2
       and device_hash <> coalesce($3, '')
     order by created_at desc limit 20`,
    [parameters.userId, parameters.now, parameters.exceptDeviceHash],
  )
  return rows.map((row) => ({ id: row.device_hash, requestedAt: new Date(row.created_at) }))
}

/**
 * Approves or declines, from a signed-in device of `userId`, its new device `id` while it waits;
 * refuses a request unknown, expired or already answered (DEVICE_REQUEST_INVALID).
 */
export async function answerDeviceRequest(
  database: DatabaseTransaction,
  parameters: { userId: string; id: string; approve: boolean; now: Date },
): Promise<void> {
  const { rows } = await database.query(
    `update embedded_devices set ${parameters.approve ? 'approved_at' : 'declined_at'} = $3, approval_token_hash = null
     where user_id = $1 and device_hash = $2 and approved_at is null and declined_at is null
       and approval_expires_at > $3 returning device_hash`,
    [parameters.userId, parameters.id, parameters.now],
  )
  if (rows.length === 0) throw new EmbeddedRefusalError('DEVICE_REQUEST_INVALID')
}

/** Whether the approval the device `deviceId` waits for was declined from a signed-in device. */
export async function isDeviceDeclined(
  database: DatabaseTransaction,
  parameters: { userId: string; deviceId: string },
): Promise<boolean> {
  const { rows } = await database.query(
    'select 1 from embedded_devices where user_id = $1 and device_hash = $2 and declined_at is not null',
    [parameters.userId, hashDeviceId(parameters.deviceId)],
  )
  return rows.length > 0
}
