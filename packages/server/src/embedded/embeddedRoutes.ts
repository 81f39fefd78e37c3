import { randomBytes, randomUUID } from 'node:crypto'
import {
  createWalletRequestSchema,
  emailLoginRequestSchema,
  emailVerifyRequestSchema,
  originCheckRequestSchema,
} from '@latchkey/core/internal'
import type { FastifyPluginAsync, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import type { Config } from '../config.js'
import { EmbeddedRefusalError } from '../errors/embedded.js'
import { InvalidParameterError } from '../errors/parameter.js'
import { defaultServerLimits } from '../serverLimits.js'
import { hashToken } from '../siwx/hashToken.js'
import { createMailer } from './createMailer.js'
import { consumeEmailCode, issueEmailCode } from './emailCodes.js'
import { installEmbeddedAccountRoutes } from './embeddedAccountRoutes.js'
import {
  approveOwnDevice,
  hashDeviceId,
  isDeviceApproved,
  requestDeviceApproval,
} from './embeddedDevices.js'
import { loadEmbeddedKeys } from './loadEmbeddedKeys.js'
import { parseBody } from './parseBody.js'
import { renderDevInbox } from './renderDevInbox.js'
import { openShare, sealShare } from './sealShare.js'

/** Options of `embeddedRoutes`. */
export type EmbeddedRoutesOptions = {
  config: Pick<Config, 'embedded' | 'dataDir' | 'production'> & { limits?: Config['limits'] }
  /** The clock; default the system's. */
  now?: (() => Date) | undefined
}

/** How long a login's session lasts (the auth share is released within it). */
const sessionLifetimeMs = 7 * 24 * 60 * 60_000
/** How long after the code was entered the recovery share may be taken (a new device). */
const freshLoginMs = 10 * 60_000

type SessionRow = { user_id: string; created_at: Date; email: string; device_hash: string | null }

/**
 * The embedded wallet's server side, answered only to the wallet frame's origin: email login
 * by one-time code (POST /v1/embedded/email, /v1/embedded/email/verify), the shares kept of the
 * user's wallet (GET and POST /v1/embedded/wallet, GET /v1/embedded/wallet/recovery), sign out
 * (DELETE /v1/embedded/session), and whether a dapp origin may use the frame
 * (POST /v1/embedded/origin). In development without SMTP_URL, GET /dev/inbox lists the mail sent.
 */
export const embeddedRoutes: FastifyPluginAsync<EmbeddedRoutesOptions> = async (
  server,
  options,
) => {
  const { embedded } = options.config
  if (!embedded?.walletOrigin) return
  const { walletOrigin } = embedded
  const now = options.now ?? (() => new Date())
  const limits = options.config.limits ?? defaultServerLimits
  const keys = await loadEmbeddedKeys(embedded, options.config)
  const passphraseProjects = new Set(embedded.passphraseRecoveryProjects ?? [])
  const recoveryKindOf = (projectId: string | undefined) =>
    projectId && passphraseProjects.has(projectId) ? 'passphrase' : 'server'
  const recoveryRefusal = (projectId: string | undefined) =>
    recoveryKindOf(projectId) === 'passphrase'
      ? undefined
      : 'This project recovers wallets with the server’s recovery key'
  const mailer = await createMailer({ smtpUrl: embedded.smtpUrl, from: embedded.mailFrom })
  server.addHook('onClose', () => mailer.close())

  const onRequest: onRequestAsyncHookHandler = async (request, reply) => {
    reply.header('vary', 'Origin')
    if (request.headers.origin !== walletOrigin)
      throw new EmbeddedRefusalError('EMBEDDED_ORIGIN_NOT_ALLOWED')
    reply.header('access-control-allow-origin', walletOrigin)
  }
  server.options('/v1/embedded/*', async (request, reply) => {
    if (request.headers.origin !== walletOrigin)
      throw new EmbeddedRefusalError('EMBEDDED_ORIGIN_NOT_ALLOWED')
    return reply
      .code(204)
      .header('vary', 'Origin')
      .header('access-control-allow-origin', walletOrigin)
      .header('access-control-allow-methods', 'GET, POST, DELETE')
      .header('access-control-allow-headers', 'content-type, authorization')
      .header('access-control-max-age', '600')
      .send()
  })

  const readSession = async (request: FastifyRequest): Promise<SessionRow & { token: string }> => {
    const token = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(request.headers.authorization ?? '')?.[1]
    if (!token) throw new EmbeddedRefusalError('SESSION_INVALID')
    const { rows } = await server.database.query<SessionRow>(
      `select s.user_id, s.created_at, s.device_hash, u.email from embedded_sessions s
       join embedded_users u on u.id = s.user_id
       where s.token_hash = $1 and s.expires_at > $2`,
      [hashToken(token), now()],
    )
    if (!rows[0]) throw new EmbeddedRefusalError('SESSION_INVALID')
    return { ...rows[0], token }
  }

  const emailRateLimit = {
    max: limits.nonceRateLimitPerIp,
    timeWindow: limits.rateLimitWindowMs,
    groupId: 'embedded-email',
  }
  server.post(
    '/v1/embedded/email',
    { onRequest, config: { rateLimit: emailRateLimit } },
    async (request) => {
      const { email, deviceId } = parseBody(emailLoginRequestSchema, request.body)
      const address = email.toLowerCase()
      // An account with a wallet takes codes only on its approved devices; another device first
      // gets an approval link by email (EmailVerifyDevice).
      const { rows: users } = await server.database.query<{ id: string }>(
        'select id from embedded_users where email = $1 and address is not null',
        [address],
      )
      const user = users[0]
      if (user && !(await isDeviceApproved(server.database, { userId: user.id, deviceId }))) {
        if (!deviceId) throw new InvalidParameterError('deviceId', 'is required for this account')
        const token = await requestDeviceApproval(server.database, {
          userId: user.id,
          deviceId,
          now: now(),
        })
        const link = new URL('/embedded/device/approve', server.publicUrl)
        link.searchParams.set('token', token)
        await mailer.send({
          to: address,
          subject: 'Approve your new device',
          text: `Someone is logging in to your wallet from a new device. If it is you, approve it here:\n\n${link.href}\n\nThe link works for 15 minutes. If it is not you, ignore this email.`,
        })
        return { action: 'VERIFY_DEVICE' }
      }
      const code = await issueEmailCode(server.database, {
        email: address,
        now: now(),
        lifetimeMs: embedded.codeLifetimeMs,
      })
      await mailer.send({
        to: address,
        subject: `${code} is your login code`,
        text: `Your login code is ${code}. It is valid for 10 minutes and can be used once.`,
      })
      return { action: 'VERIFY_OTP' }
    },
  )

  server.post(
    '/v1/embedded/email/verify',
    { onRequest, config: { rateLimit: emailRateLimit } },
    async (request) => {
      const body = parseBody(emailVerifyRequestSchema, request.body)
      const email = body.email.toLowerCase()
      const at = now()
      const { rows: owners } = await server.database.query<{ id: string }>(
        'select id from embedded_users where email = $1 and address is not null',
        [email],
      )
      if (
        owners[0] &&
        !(await isDeviceApproved(server.database, {
          userId: owners[0].id,
          deviceId: body.deviceId,
        }))
      )
        throw new EmbeddedRefusalError('DEVICE_NOT_APPROVED')
      await consumeEmailCode(server.database, { email, code: body.otp, now: at })
      const user = await server.database.transaction(async (transaction) => {
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
      const token = randomBytes(32).toString('base64url')
      await server.database.query(
        'insert into embedded_sessions (token_hash, user_id, created_at, expires_at, device_hash) values ($1, $2, $3, $4, $5)',
        [
          hashToken(token),
          user.id,
          at,
          new Date(at.getTime() + sessionLifetimeMs),
          body.deviceId ? hashDeviceId(body.deviceId) : null,
        ],
      )
      return { token, user: { email, address: user.address ?? undefined } }
    },
  )

  server.get('/v1/embedded/wallet', { onRequest }, async (request) => {
    const session = await readSession(request)
    const { rows } = await server.database.query<{
      address: string | null
      auth_share: string | null
    }>('select address, auth_share from embedded_users where id = $1', [session.user_id])
    const row = rows[0]
    if (!row?.address || !row.auth_share) throw new EmbeddedRefusalError('WALLET_NOT_FOUND')
    return {
      email: session.email,
      address: row.address,
      authShare: openShare(keys.shareKey, row.auth_share),
    }
  })

  server.post('/v1/embedded/wallet', { onRequest }, async (request, reply) => {
    const session = await readSession(request)
    const body = parseBody(createWalletRequestSchema, request.body)
    const recovery = body.recovery ?? 'server'
    if (recovery !== recoveryKindOf(body.projectId))
      throw new EmbeddedRefusalError('RECOVERY_NOT_ALLOWED', recoveryRefusal(body.projectId))
    if ((recovery === 'server') !== (body.recoveryShare.length === 66))
      throw new InvalidParameterError('recoveryShare', `does not match recovery ${recovery}`)
    const { rows } = await server.database.query(
      `update embedded_users set address = $2, auth_share = $3, recovery_share = $4, recovery_kind = $5
       where id = $1 and address is null returning id`,
      [
        session.user_id,
        body.address,
        sealShare(keys.shareKey, body.authShare),
        // A passphrase-sealed share is kept as it came: the server has no key that opens it.
        recovery === 'server'
          ? sealShare(keys.recoveryKey, body.recoveryShare)
          : body.recoveryShare,
        recovery,
      ],
    )
    if (rows.length === 0) throw new EmbeddedRefusalError('WALLET_EXISTS')
    if (session.device_hash)
      await approveOwnDevice(server.database, {
        userId: session.user_id,
        deviceHash: session.device_hash,
        now: now(),
      })
    return reply.code(201).send({ address: body.address })
  })

  // A new device: the recovery share, only right after the code was entered.
  server.get('/v1/embedded/wallet/recovery', { onRequest }, async (request) => {
    const session = await readSession(request)
    if (now().getTime() - new Date(session.created_at).getTime() > freshLoginMs)
      throw new EmbeddedRefusalError('FRESH_LOGIN_REQUIRED')
    const { rows } = await server.database.query<{
      recovery_share: string | null
      recovery_kind: 'server' | 'passphrase'
    }>('select recovery_share, recovery_kind from embedded_users where id = $1', [session.user_id])
    const sealed = rows[0]?.recovery_share
    if (!sealed) throw new EmbeddedRefusalError('WALLET_NOT_FOUND')
    // A passphrase-sealed share goes back sealed: only the user's passphrase opens it, in the frame.
    if (rows[0]?.recovery_kind === 'passphrase')
      return { recovery: 'passphrase', recoveryShare: sealed }
    return { recovery: 'server', recoveryShare: openShare(keys.recoveryKey, sealed) }
  })

  server.delete('/v1/embedded/session', { onRequest }, async (request, reply) => {
    const session = await readSession(request)
    await server.database.query('delete from embedded_sessions where token_hash = $1', [
      hashToken(session.token),
    ])
    return reply.code(204).send()
  })

  server.post('/v1/embedded/origin', { onRequest }, async (request) => {
    const body = parseBody(originCheckRequestSchema, request.body)
    const result = await server.projectAccess.check({
      projectId: body.projectId,
      origin: new URL(body.origin).origin,
    })
    // A refused origin learns nothing of the project's settings.
    if (!result.allowed) return { allowed: false }
    return { allowed: true, recovery: recoveryKindOf(body.projectId) }
  })

  installEmbeddedAccountRoutes(server, {
    onRequest,
    readSession,
    mailer,
    now,
    rateLimit: emailRateLimit,
  })

  if (!options.config.production)
    server.get('/dev/inbox', async (request, reply) => {
      const inbox = mailer.inbox() ?? []
      if ((request.query as { format?: string }).format === 'json') return { messages: inbox }
      return reply.type('text/html; charset=utf-8').send(renderDevInbox(inbox))
    })
}
