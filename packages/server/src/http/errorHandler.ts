import type { FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from '../errors/http.js'
import { errorBody } from './errorBody.js'

/**
 * Answers a failed request with `{ error: { code, message } }`. An `HttpError` keeps its status
 * (a busy service's 503 too, with its Retry-After), code and message, as Fastify's own 4xx (a
 * malformed body) do; anything else becomes a plain 500 whose details go to the log only.
 */
export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { statusCode, code } = (error ?? {}) as { statusCode?: unknown; code?: unknown }
  const said = error instanceof HttpError ? 600 : 500
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < said) {
    // The answer's own line (logResponse) says the status at info level; the error is detail,
    // worth a warning when the server, not the request, is the reason.
    if (statusCode >= 500) request.log.warn({ err: error }, 'request refused')
    else request.log.debug({ err: error }, 'request rejected')
    if (error instanceof HttpError && error.retryAfter !== undefined)
      reply.header('retry-after', String(error.retryAfter))
    const message = error instanceof Error ? error.message : 'Bad Request'
    return reply
      .code(statusCode)
      .send(errorBody(statusCode, message, typeof code === 'string' ? code : undefined))
  }
  request.log.error({ err: error }, 'request failed')
  return reply.code(500).send(errorBody(500, 'Internal Server Error', 'INTERNAL_ERROR'))
}
