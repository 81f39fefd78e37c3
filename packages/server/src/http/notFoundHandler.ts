import type { FastifyReply, FastifyRequest } from 'fastify'
import { errorBody } from './errorBody.js'

/** Answers a request no route matches with a JSON 404. */
export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`))
}
