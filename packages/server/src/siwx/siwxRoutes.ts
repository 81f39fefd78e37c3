import { siwxVerifyRequestSchema } from '@latchkey/core/protocol'
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../config.js'
import { SIWXRefusalError } from '../errors/siwx.js'
import { readRequest } from '../http/readRequest.js'
import { defaultServerNamespaces } from '../namespaces/defaultServerNamespaces.js'
import type { ServerNamespace } from '../namespaces/ServerNamespace.js'
import { readProjectId } from '../projects/readProjectId.js'
import { defaultServerLimits, type ServerLimits } from '../serverLimits.js'
import { deleteSession } from './deleteSession.js'
import { findSession } from './findSession.js'
import { issueNonce } from './issueNonce.js'
import { purgeNonces } from './purgeNonces.js'
import { readBearerToken } from './readBearerToken.js'
import { toServerSession } from './SIWXSessionRow.js'
import { verifySIWXRequest } from './verifySIWXRequest.js'

/** Options of `siwxRoutes`. */
export type SIWXRoutesOptions = {
  /** The chains whose signatures can be verified (LATCHKEY_CHAINS), and the nonce limits. */
  config: Pick<Config, 'chains'> & { limits?: ServerLimits | undefined }
  /** The namespaces whose sign-in messages are read and verified; default `defaultServerNamespaces`. */
  namespaces?: readonly ServerNamespace[] | undefined
  /** The clock; default the system's. */
  now?: (() => Date) | undefined
}

/**
 * Sign-in with the wallet, behind the project check: `POST /v1/siwx/nonce` issues a single-use
 * nonce, `POST /v1/siwx/verify` turns a signed EIP-4361 message into a session and its bearer
 * token, `GET /v1/siwx/session` reads the token's session, `DELETE /v1/siwx/session` ends it.
 * Refusals answer `{ error: { code, message } }` with the codes of core's `siwxErrors`.
 */
export const siwxRoutes: FastifyPluginAsync<SIWXRoutesOptions> = async (server, options) => {
  const onRequest = server.checkProject
  const now = options.now ?? (() => new Date())
  const limits = options.config.limits ?? defaultServerLimits

  // Every nonce is a row: expired ones go on a timer, not only when the next one is issued.
  const purgeTimer = setInterval(
    () =>
      purgeNonces(server.database, { now: now(), retentionMs: limits.nonceRetentionMs }).catch(
        (error: unknown) => server.log.error({ err: error }, 'purging sign-in nonces failed'),
      ),
    Math.max(1_000, Math.min(60_000, limits.nonceRetentionMs)),
  )
  purgeTimer.unref()
  server.addHook('onClose', async () => clearInterval(purgeTimer))

  const nonceRateLimit = {
    max: limits.nonceRateLimitPerIp,
    timeWindow: limits.rateLimitWindowMs,
    groupId: 'siwx-nonce',
  }
  const context: SIWXContext = {
    server,
    now,
    chains: options.config.chains,
    namespaces: options.namespaces ?? defaultServerNamespaces,
  }
  server.post(
    '/v1/siwx/nonce',
    { onRequest, config: { rateLimit: nonceRateLimit } },
    postNonce(context),
  )
  server.post('/v1/siwx/verify', { onRequest }, postVerify(context))
  server.get('/v1/siwx/session', { onRequest }, getSession(context))
  server.delete('/v1/siwx/session', { onRequest }, deleteSIWXSession(context))
}

/** What the sign-in handlers share. */
type SIWXContext = {
  server: FastifyInstance
  now: () => Date
  chains: SIWXRoutesOptions['config']['chains']
  namespaces: readonly ServerNamespace[]
}

/** `POST /v1/siwx/nonce`: a single-use nonce for the requesting origin. */
function postNonce(context: SIWXContext) {
  return async (request: FastifyRequest) => {
    const { nonce, expiresAt } = await issueNonce(context.server.database, {
      origin: request.headers.origin,
      projectId: readProjectId(request),
      now: context.now(),
    })
    return { nonce, expiresAt: expiresAt.toISOString() }
  }
}

/** `POST /v1/siwx/verify`: a signed message turned into a session and its bearer token. */
function postVerify(context: SIWXContext) {
  return async (request: FastifyRequest) => {
    const { body } = readRequest(
      request,
      { body: siwxVerifyRequestSchema },
      {
        refuse: ({ field, message }) =>
          new SIWXRefusalError('SIWX_MALFORMED_REQUEST', field ? `${field}: ${message}` : message),
      },
    )
    return await verifySIWXRequest({
      database: context.server.database,
      body,
      origin: request.headers.origin,
      projectId: readProjectId(request),
      now: context.now(),
      chains: context.chains,
      namespaces: context.namespaces,
    })
  }
}

/** `GET /v1/siwx/session`: the session a bearer token stands for, on the origin that signed in. */
function getSession(context: SIWXContext) {
  return async (request: FastifyRequest) => {
    const token = readBearerToken(request)
    const session = await findSession(context.server.database, { token, now: context.now() })
    // A token is only good on the page origin that signed in.
    const origin = request.headers.origin
    if (!session || (origin !== undefined && origin !== session.origin))
      throw new SIWXRefusalError('SIWX_SESSION_NOT_FOUND')
    return toServerSession(session)
  }
}

/** `DELETE /v1/siwx/session`: ends a session. */
function deleteSIWXSession(context: SIWXContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = readBearerToken(request)
    await deleteSession(context.server.database, { token, now: context.now() })
    return reply.code(204).send()
  }
}
