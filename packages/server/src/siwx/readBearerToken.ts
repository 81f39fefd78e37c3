import type { FastifyRequest } from 'fastify'
import { SIWXRefusalError } from '../errors/siwx.js'

/** The token of `Authorization: Bearer <token>`; refuses with SIWX_TOKEN_MISSING without one. */
export function readBearerToken(request: FastifyRequest): string {
  const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(request.headers.authorization ?? '')
  if (!match?.[1]) throw new SIWXRefusalError('SIWX_TOKEN_MISSING')
  return match[1]
}
