import type { FastifyRequest } from 'fastify'
import * as v from 'valibot'

const projectIdQuerySchema = v.looseObject({ projectId: v.unknown() })

/** The `projectId` query parameter as sent (any type: a repeated one is an array), or undefined. */
export function readQueryProjectId(request: FastifyRequest): unknown {
  const result = v.safeParse(projectIdQuerySchema, request.query ?? {})
  return result.success ? result.output.projectId : undefined
}
