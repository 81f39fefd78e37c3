import { randomBytes, randomUUID } from 'node:crypto'
import {
  createWalletRequestSchema,
  emailLoginRequestSchema,
  emailVerifyRequestSchema,
  originCheckRequestSchema,
} from '@latchkey/core/internal'
import type { FastifyPluginAsync, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import * as v from 'valibot'
import type { Config } from '../config.js'
import { EmbeddedRefusalError } from '../errors/embedded.js'
import { InvalidParameterError } from '../errors/parameter.js'
import { defaultServerLimits } from '../serverLimits.js'
import { hashToken } from '../siwx/hashToken.js'
import { createMailer } from './createMailer.js'
import { consumeEmailCode, issueEmailCode } from './emailCodes.js'
import { loadEmbeddedKeys } from './loadEmbeddedKeys.js'
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

const parseBody = <schema extends v.GenericSchema>(schema: schema, body: unknown) => {
  const result = v.safeParse(schema, body)
  if (result.success) return result.output as v.InferOutput<schema>
  const [issue] = result.issues
  const path = issue?.path?.map((item) => String(item.key)).join('.') || 'body'
  throw new InvalidParameterError(path, issue?.message ?? 'is invalid')
}

type SessionRow = { user_id: string; created_at: Date; email: string }

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
      `select s.user_id, s.created_at, u.email from embedded_sessions s
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
      const { email } = parseBody(emailLoginRequestSchema, request.body)
      const address = email.toLowerCase()
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
        'insert into embedded_sessions (token_hash, user_id, created_at, expires_at) values ($1, $2, $3, $4)',
        [hashToken(token), user.id, at, new Date(at.getTime() + sessionLifetimeMs)],
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
    const { rows } = await server.database.query(
      `update embedded_users set address = $2, auth_share = $3, recovery_share = $4
       where id = $1 and address is null returning id`,
      [
        session.user_id,
        body.address,
        sealShare(keys.shareKey, body.authShare),
        sealShare(keys.recoveryKey, body.recoveryShare),
      ],
    )
    if (rows.length === 0) throw new EmbeddedRefusalError('WALLET_EXISTS')
    return reply.code(201).send({ address: body.address })
  })

  // A new device: the recovery share, only right after the code was entered.
  server.get('/v1/embedded/wallet/recovery', { onRequest }, async (request) => {
    const session = await readSession(request)
    if (now().getTime() - new Date(session.created_at).getTime() > freshLoginMs)
      throw new EmbeddedRefusalError('FRESH_LOGIN_REQUIRED')
    const { rows } = await server.database.query<{ recovery_share: string | null }>(
      'select recovery_share from embedded_users where id = $1',
      [session.user_id],
    )
    const sealed = rows[0]?.recovery_share
    if (!sealed) throw new EmbeddedRefusalError('WALLET_NOT_FOUND')
    return { recoveryShare: openShare(keys.recoveryKey, sealed) }
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
    return { allowed: result.allowed }
  })

  if (!options.config.production)
    server.get('/dev/inbox', async (request, reply) => {
      const inbox = mailer.inbox() ?? []
      if ((request.query as { format?: string }).format === 'json') return { messages: inbox }
      return reply.type('text/html; charset=utf-8').send(renderDevInbox(inbox))
    })
}
