import type { FastifyPluginAsync, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import type { Config } from '../config.js'
import { EmbeddedRefusalError } from '../errors/embedded.js'
import { defaultServerLimits } from '../serverLimits.js'
import { hashToken } from '../siwx/hashToken.js'
import { createMailer } from './createMailer.js'
import { installEmbeddedAccountRoutes } from './embeddedAccountRoutes.js'
import {
  deleteEmbeddedSession,
  type EmbeddedContext,
  type EmbeddedSession,
  getDevInbox,
  getWallet,
  getWalletRecovery,
  postEmailLogin,
  postEmailVerify,
  postOriginCheck,
  postWallet,
} from './embeddedHandlers.js'
import { installKeyExportRoutes } from './export/installKeyExportRoutes.js'
import { installFarcasterRoutes } from './farcaster/farcasterRoutes.js'
import { loadEmbeddedKeys } from './loadEmbeddedKeys.js'
import { installPasskeyRoutes } from './passkey/installPasskeyRoutes.js'
import { installSocialRoutes } from './social/socialRoutes.js'

/** Options of `embeddedRoutes`. */
export type EmbeddedRoutesOptions = {
  config: Pick<Config, 'embedded' | 'dataDir' | 'production'> & { limits?: Config['limits'] }
  /** The clock; default the system's. */
  now?: (() => Date) | undefined
}

type SessionRow = Omit<EmbeddedSession, 'token'>

/**
 * The embedded wallet's server side, answered only to the wallet frame's origin: email login
 * by one-time code (POST /v1/embedded/email, /v1/embedded/email/verify), the shares kept of the
 * user's wallet (GET and POST /v1/embedded/wallet, GET /v1/embedded/wallet/recovery), sign out
 * (DELETE /v1/embedded/session), and whether a dapp origin may use the frame
 * (POST /v1/embedded/origin), and social login (see `installSocialRoutes`) and Sign In With Farcaster (`installFarcasterRoutes`). In development without SMTP_URL, GET /dev/inbox lists the mail sent.
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

  const readSession = async (request: FastifyRequest): Promise<EmbeddedSession> => {
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

  const context: EmbeddedContext = {
    server,
    now,
    keys,
    mailer,
    codeLifetimeMs: embedded.codeLifetimeMs,
    readSession,
    recoveryKindOf,
    recoveryRefusal,
    // Read per request, once the social routes (below) made their clients.
    socialProvidersOf: (projectId) => [
      ...socialClients.providersOf(projectId),
      ...(embedded.farcaster ? (['farcaster'] as const) : []),
    ],
  }
  const emailRateLimit = {
    max: limits.nonceRateLimitPerIp,
    timeWindow: limits.rateLimitWindowMs,
    groupId: 'embedded-email',
  }
  const rateLimited = { onRequest, config: { rateLimit: emailRateLimit } }
  server.post('/v1/embedded/email', rateLimited, postEmailLogin(context))
  server.post('/v1/embedded/email/verify', rateLimited, postEmailVerify(context))
  server.get('/v1/embedded/wallet', { onRequest }, getWallet(context))
  server.post('/v1/embedded/wallet', { onRequest }, postWallet(context))
  server.get('/v1/embedded/wallet/recovery', { onRequest }, getWalletRecovery(context))
  server.delete('/v1/embedded/session', { onRequest }, deleteEmbeddedSession(context))
  server.post('/v1/embedded/origin', { onRequest }, postOriginCheck(context))
  installEmbeddedAccountRoutes({
    server,
    onRequest,
    readSession,
    mailer,
    now,
    rateLimit: emailRateLimit,
  })
  const socialClients = installSocialRoutes({
    server,
    onRequest,
    mailer,
    readSession,
    now,
    social: embedded.social ?? {},
    projectSocial: embedded.projectSocial,
    rateLimit: emailRateLimit,
  })
  installFarcasterRoutes({
    server,
    onRequest,
    mailer,
    now,
    farcaster: embedded.farcaster,
    rateLimit: { max: limits.nonceRateLimitPerIp, timeWindow: limits.rateLimitWindowMs },
    pollRateLimit: { max: limits.rateLimitPerIp, timeWindow: limits.rateLimitWindowMs },
  })
  installKeyExportRoutes({
    server,
    onRequest,
    readSession,
    mailer,
    now,
    rateLimit: emailRateLimit,
  })
  installPasskeyRoutes({
    server,
    onRequest,
    readSession,
    now,
    walletOrigin,
    rateLimit: { max: limits.nonceRateLimitPerIp, timeWindow: limits.rateLimitWindowMs },
  })
  if (!options.config.production) server.get('/dev/inbox', getDevInbox(context))
}
