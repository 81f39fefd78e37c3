import type { FastifyReply, FastifyRequest } from 'fastify'
import { errorBody } from './errorBody.js'

/**
 * Answers a failed request with `{ error: { code, message } }`. Client errors (an `HttpError`, or
 * Fastify's own 4xx such as a malformed body) keep their message; anything else becomes a plain 500
 * whose details go to the log only.
 */
export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { statusCode, code } = (error ?? {}) as { statusCode?: unknown; code?: unknown }
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    // The answer's own line (logResponse) says the status at info level; the error is detail.
    request.log.debug({ err: error }, 'request rejected')
    const message = error instanceof Error ? error.message : 'Bad Request'
    return reply
      .code(statusCode)
      .send(errorBody(statusCode, message, typeof code === 'string' ? code : undefined))
  }
  request.log.error({ err: error }, 'request failed')
  return reply.code(500).send(errorBody(500, 'Internal Server Error', 'INTERNAL_ERROR'))
}
