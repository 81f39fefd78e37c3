import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Metrics } from './createMetrics.js'

/**
 * The `onResponse` hook counting each answer by route (the route's pattern, never the raw URL,
 * so an outsider cannot grow the series), method and status, with its time; and 429s by route.
 */
export function recordRequest(metrics: Metrics) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url ?? 'unmatched'
    const { method } = request
    metrics.httpRequests.inc({ route, method, status: String(reply.statusCode) })
    metrics.httpDuration.observe({ route, method }, reply.elapsedTime / 1000)
    if (reply.statusCode === 429) metrics.rateLimited.inc({ route })
  }
}
