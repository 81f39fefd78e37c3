import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Config } from '../config.js'
import { SIWXRefusalError } from '../errors/siwx.js'
import { errorBody } from '../http/errorBody.js'
import { createChainClients } from './createChainClients.js'
import { deleteSession } from './deleteSession.js'
import { findSession } from './findSession.js'
import { issueNonce } from './issueNonce.js'
import { readBearerToken } from './readBearerToken.js'
import { toServerSession } from './SIWXSessionRow.js'
import { verifySIWXRequest } from './verifySIWXRequest.js'

/** Options of `siwxRoutes`. */
export type SIWXRoutesOptions = {
  /** The chains whose signatures can be verified, each with its node (LATCHKEY_CHAINS). */
  config: Pick<Config, 'chains'>
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
  const getClient = createChainClients()

  server.post('/v1/siwx/nonce', { onRequest }, async (request) => {
    const { nonce, expiresAt } = await issueNonce(server.database, {
      origin: request.headers.origin,
      projectId: readProjectId(request),
      now: now(),
    })
    return { nonce, expiresAt: expiresAt.toISOString() }
  })

  server.post('/v1/siwx/verify', { onRequest }, async (request, reply) => {
    try {
      return await verifySIWXRequest({
        database: server.database,
        body: request.body,
        origin: request.headers.origin,
        projectId: readProjectId(request),
        now: now(),
        chains: options.config.chains,
        getClient,
      })
    } catch (error) {
      // The shared error handler hides every 5xx message; an unreachable node is worth saying.
      if (!(error instanceof SIWXRefusalError) || error.statusCode < 500) throw error
      request.log.warn({ err: error }, 'sign-in verification could not reach the chain')
      return reply
        .code(error.statusCode)
        .send(errorBody(error.statusCode, error.message, error.code))
    }
  })

  server.get('/v1/siwx/session', { onRequest }, async (request) => {
    const token = readBearerToken(request)
    const session = await findSession(server.database, { token, now: now() })
    // A token is only good on the page origin that signed in.
    const origin = request.headers.origin
    if (!session || (origin !== undefined && origin !== session.origin))
      throw new SIWXRefusalError('SIWX_SESSION_NOT_FOUND')
    return toServerSession(session)
  })

  server.delete('/v1/siwx/session', { onRequest }, async (request, reply) => {
    const token = readBearerToken(request)
    await deleteSession(server.database, { token, now: now() })
    return reply.code(204).send()
  })
}

// As the project check reads it: the query parameter, else the x-project-id header.
function readProjectId(request: FastifyRequest): string | undefined {
  const value =
    (request.query as Record<string, unknown> | undefined)?.projectId ??
    request.headers['x-project-id']
  return typeof value === 'string' && value !== '' ? value : undefined
}
