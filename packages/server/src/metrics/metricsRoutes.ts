import { timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'
import type { Config } from '../config.js'
import { HttpError } from '../errors/http.js'

/**
 * `GET /metrics`, Prometheus's text format. With LATCHKEY_METRICS_TOKEN it asks for
 * `Authorization: Bearer <token>` (401 without); without one it is open in development and
 * refused in production (403), so a deployment never publishes its figures by default.
 */
export const metricsRoutes: FastifyPluginAsync<{ config: Config }> = async (server, { config }) => {
  let rendering: Promise<string> | undefined
  const token = config.metricsToken ? Buffer.from(`Bearer ${config.metricsToken}`) : undefined
  server.get('/metrics', async (request, reply) => {
    if (token) {
      const given = Buffer.from(request.headers.authorization ?? '')
      if (given.length !== token.length || !timingSafeEqual(given, token))
        throw new HttpError(
          401,
          'UNAUTHORIZED',
          'GET /metrics needs Authorization: Bearer <LATCHKEY_METRICS_TOKEN>',
        )
    } else if (config.production)
      throw new HttpError(
        403,
        'FORBIDDEN',
        'GET /metrics is off in production until LATCHKEY_METRICS_TOKEN is set',
      )
    const { registry } = server.metrics
    // Out of the client limits like the other probes: scrapes that arrive together share one
    // rendering (and its mailbox query) instead of queueing one each.
    rendering ??= registry.metrics().finally(() => {
      rendering = undefined
    })
    return reply.type(registry.contentType).send(await rendering)
  })
}
