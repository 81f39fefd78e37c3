import type { FastifyRequest } from 'fastify'
import { readQueryProjectId } from './readQueryProjectId.js'

/**
 * The project a request names: the `projectId` query parameter (where the widget puts it, spec
 * section 7), else the `x-project-id` header (for POST bodies and clients that prefer it).
 */
export function readProjectId(request: FastifyRequest): string | undefined {
  const fromQuery = readQueryProjectId(request)
  const value = fromQuery ?? request.headers['x-project-id']
  return typeof value === 'string' && value !== '' ? value : undefined
}
