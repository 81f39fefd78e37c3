import { randomUUID } from 'node:crypto'
import {
  createWalletRequestSchema,
  emailLoginRequestSchema,
  emailVerifyRequestSchema,
  originCheckRequestSchema,
} from '@latchkey/core/protocol'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { EmbeddedRefusalError } from '../errors/embedded.js'
import { InvalidParameterError } from '../errors/parameter.js'
import { readRequest } from '../http/readRequest.js'
import { hashToken } from '../siwx/hashToken.js'
import type { Mailer } from './createMailer.js'
import { consumeEmailCode, issueEmailCode } from './emailCodes.js'
import { approveOwnDevice, isDeviceApproved } from './embeddedDevices.js'
import type { EmbeddedKeys } from './loadEmbeddedKeys.js'
import { mailDeviceApproval } from './mailDeviceApproval.js'
import { openEmbeddedSession } from './openEmbeddedSession.js'
import { renderDevInbox } from './renderDevInbox.js'
import { openShare, sealShare } from './sealShare.js'

/** How long after the code was entered the recovery share may be taken (a new device). */
const freshLoginMs = 10 * 60_000

/** A signed-in session of the embedded wallet, with its bearer token. */
export type EmbeddedSession = {
  user_id: string
  created_at: Date
  /** Null for an account made by a social login that gave no email. */
  email: string | null
  device_hash: string | null
  token: string
}

/** What the embedded wallet's handlers share. */
export type EmbeddedContext = {
  server: FastifyInstance
  now: () => Date
  keys: EmbeddedKeys
  mailer: Mailer
  /** How long an email code is good for. */
  codeLifetimeMs: number | undefined
  /** The session a request's bearer token stands for; SESSION_INVALID otherwise. */
  readSession(request: FastifyRequest): Promise<EmbeddedSession>
  /** How a project's wallets are recovered. */
  recoveryKindOf(projectId: string | undefined): 'passphrase' | 'server'
  /** Why a passphrase recovery is refused for a project, if it is. */
  recoveryRefusal(projectId: string | undefined): string | undefined
  /** The social logins `projectId` offers (its own OAuth apps, else the server's; Farcaster). */
  socialProvidersOf(projectId: string | undefined): string[]
}

/** `POST /v1/embedded/email`: mails a login code, or a device approval link for a new device. */
export function postEmailLogin(context: EmbeddedContext) {
  return async (request: FastifyRequest) => {
    const { email, deviceId } = readRequest(request, { body: emailLoginRequestSchema }).body
    const address = email.toLowerCase()
    // An account with a wallet takes codes only on its approved devices; another device first
    // gets an approval link by email (EmailVerifyDevice).
    const { rows: users } = await context.server.database.query<{ id: string }>(
      'select id from embedded_users where email = $1 and address is not null',
      [address],
    )
    const user = users[0]
    if (user && !(await isDeviceApproved(context.server.database, { userId: user.id, deviceId }))) {
      if (!deviceId) throw new InvalidParameterError('deviceId', 'is required for this account')
      await mailDeviceApproval(context, { userId: user.id, deviceId, email: address })
      return { action: 'VERIFY_DEVICE' }
    }
    const code = await issueEmailCode(context.server.database, {
      email: address,
      now: context.now(),
      lifetimeMs: context.codeLifetimeMs,
    })
    await context.mailer.send({
      to: address,
      subject: `${code} is your login code`,
      text: `Your login code is ${code}. It is valid for 10 minutes and can be used once.`,
    })
    return { action: 'VERIFY_OTP' }
  }
}

/** `POST /v1/embedded/email/verify`: a code turned into a session. */
export function postEmailVerify(context: EmbeddedContext) {
  return async (request: FastifyRequest) => {
    const { body } = readRequest(request, { body: emailVerifyRequestSchema })
    const email = body.email.toLowerCase()
    const at = context.now()
    const { rows: owners } = await context.server.database.query<{ id: string }>(
      'select id from embedded_users where email = $1 and address is not null',
      [email],
    )
    if (
      owners[0] &&
      !(await isDeviceApproved(context.server.database, {
        userId: owners[0].id,
        deviceId: body.deviceId,
      }))
    )
      throw new EmbeddedRefusalError('DEVICE_NOT_APPROVED')
    await consumeEmailCode(context.server.database, { email, code: body.otp, now: at })
    const user = await context.server.database.transaction(async (transaction) => {
      await transaction.query(
        'insert into embedded_users (id, email, created_at) values ($1, $2, $3) on conflict (email) do nothing',
        [randomUUID(), email, at],
      )
      const { rows } = await transaction.query<{ id: string; address: string | null }>(
        'select id, address from embedded_users where email = $1',
        [email],
      )
      return rows[0]!
    })
    const token = await openEmbeddedSession(context.server.database, {
      userId: user.id,
      deviceId: body.deviceId,
      at,
    })
    return { token, user: { email, address: user.address ?? undefined } }
  }
}

/** `GET /v1/embedded/wallet`: the signed-in user's wallet and its auth share. */
export function getWallet(context: EmbeddedContext) {
  return async (request: FastifyRequest) => {
    const session = await context.readSession(request)
    const { rows } = await context.server.database.query<{
      address: string | null
      auth_share: string | null
    }>('select address, auth_share from embedded_users where id = $1', [session.user_id])
    const row = rows[0]
    if (!row?.address || !row.auth_share) throw new EmbeddedRefusalError('WALLET_NOT_FOUND')
    return {
      email: session.email ?? undefined,
      address: row.address,
      authShare: openShare(context.keys.shareKey, row.auth_share),
    }
  }
}

/** `POST /v1/embedded/wallet`: keeps the shares of a new wallet. */
export function postWallet(context: EmbeddedContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await context.readSession(request)
    const { body } = readRequest(request, { body: createWalletRequestSchema })
    const recovery = body.recovery ?? 'server'
    if (recovery !== context.recoveryKindOf(body.projectId))
      throw new EmbeddedRefusalError(
        'RECOVERY_NOT_ALLOWED',
        context.recoveryRefusal(body.projectId),
      )
    if ((recovery === 'server') !== (body.recoveryShare.length === 66))
      throw new InvalidParameterError('recoveryShare', `does not match recovery ${recovery}`)
    const { rows } = await context.server.database.query(
      `update embedded_users set address = $2, auth_share = $3, recovery_share = $4, recovery_kind = $5
       where id = $1 and address is null returning id`,
      [
        session.user_id,
        body.address,
        sealShare(context.keys.shareKey, body.authShare),
        // A passphrase-sealed share is kept as it came: the server has no key that opens it.
        recovery === 'server'
          ? sealShare(context.keys.recoveryKey, body.recoveryShare)
          : body.recoveryShare,
        recovery,
      ],
    )
    if (rows.length === 0) throw new EmbeddedRefusalError('WALLET_EXISTS')
    if (session.device_hash)
      await approveOwnDevice(context.server.database, {
        userId: session.user_id,
        deviceHash: session.device_hash,
        now: context.now(),
      })
    return reply.code(201).send({ address: body.address })
  }
}

/** `GET /v1/embedded/wallet/recovery`: the recovery share, only right after the code was entered. */
export function getWalletRecovery(context: EmbeddedContext) {
  return async (request: FastifyRequest) => {
    const session = await context.readSession(request)
    if (context.now().getTime() - new Date(session.created_at).getTime() > freshLoginMs)
      throw new EmbeddedRefusalError('FRESH_LOGIN_REQUIRED')
    const { rows } = await context.server.database.query<{
      recovery_share: string | null
      recovery_kind: 'server' | 'passphrase'
    }>('select recovery_share, recovery_kind from embedded_users where id = $1', [session.user_id])
    const sealed = rows[0]?.recovery_share
    if (!sealed) throw new EmbeddedRefusalError('WALLET_NOT_FOUND')
    // A passphrase-sealed share goes back sealed: only the user's passphrase opens it, in the frame.
    if (rows[0]?.recovery_kind === 'passphrase')
      return { recovery: 'passphrase', recoveryShare: sealed }
    return { recovery: 'server', recoveryShare: openShare(context.keys.recoveryKey, sealed) }
  }
}

/** `DELETE /v1/embedded/session`: signs out. */
export function deleteEmbeddedSession(context: EmbeddedContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await context.readSession(request)
    await context.server.database.query('delete from embedded_sessions where token_hash = $1', [
      hashToken(session.token),
    ])
    return reply.code(204).send()
  }
}

/** `POST /v1/embedded/origin`: whether a dapp origin may use the frame, and how it recovers. */
export function postOriginCheck(context: EmbeddedContext) {
  return async (request: FastifyRequest) => {
    const { body } = readRequest(request, { body: originCheckRequestSchema })
    const result = await context.server.projectAccess.check({
      projectId: body.projectId,
      origin: new URL(body.origin).origin,
    })
    // A refused origin learns nothing of the project's settings.
    if (!result.allowed) return { allowed: false }
    const socials = context.socialProvidersOf(body.projectId)
    // Listed when the server has any: a widget then offers only these.
    return {
      allowed: true,
      recovery: context.recoveryKindOf(body.projectId),
      ...(socials.length > 0 ? { socials } : {}),
    }
  }
}

const inboxSchemas = { query: v.object({ format: v.optional(v.unknown()) }) }

/** `GET /dev/inbox`: the mail sent in development, as a page or (`format=json`) as JSON. */
export function getDevInbox(context: EmbeddedContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const inbox = context.mailer.inbox() ?? []
    if (readRequest(request, inboxSchemas).query.format === 'json') return { messages: inbox }
    return reply.type('text/html; charset=utf-8').send(renderDevInbox(inbox))
  }
}
