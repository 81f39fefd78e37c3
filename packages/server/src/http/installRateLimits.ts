import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Redis } from 'ioredis'
import type { Config } from '../config.js'
import { HttpError } from '../errors/http.js'
import { readProjectId } from '../projects/readProjectId.js'

/** The operators' probes: liveness, readiness and metrics (each bounds its own cost). */
const probePaths = new Set(['/health', '/ready', '/metrics'])

/** Whether the request is an operator's probe, which the client limits leave alone. */
const isProbe = (request: FastifyRequest) => probePaths.has(request.url.split('?')[0] ?? '')

/**
 * Rate limits on every HTTP route, with `@fastify/rate-limit`: `rateLimitPerIp` requests per
 * window from one address, and `rateLimitPerProject` to one project from all of them. With
 * `REDIS_URL` the counts live in Redis, so the limits hold across every node behind one address.
 * Over a limit: 429 with `retry-after` and the code RATE_LIMITED.
 */
export function installRateLimits(server: FastifyInstance, config: Config): void {
  const { rateLimitPerIp, rateLimitPerProject, rateLimitWindowMs } = config.limits
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        connectTimeout: 1_000,
        maxRetriesPerRequest: 1,
        lazyConnect: true,
      })
    : undefined
  // A Redis that is down must not take the API down with it: the limits open until it is back.
  redis?.on('error', (error) => server.log.debug({ err: error }, 'rate limit: Redis error'))
  const errorResponseBuilder = (
    _request: FastifyRequest,
    context: { max: number; after: string; statusCode: number },
  ) =>
    new HttpError(
      429,
      'RATE_LIMITED',
      `Rate limit exceeded: more than ${context.max} requests in ${rateLimitWindowMs / 1000} s; retry in ${context.after}`,
    )
  server.register(rateLimit, {
    global: true,
    max: rateLimitPerIp,
    timeWindow: rateLimitWindowMs,
    redis,
    skipOnError: true,
    nameSpace: 'latchkey-rate-',
    errorResponseBuilder,
    // A load balancer's probes share no budget with clients: their 429 would take the node out.
    allowList: isProbe,
  })
  server.after(() => {
    // The plugin runs one of its limiters per request: the project's is checked by hand, in a
    // hook of its own, so that it adds to the address's rather than replacing it.
    const projectLimit = server.createRateLimit({
      max: rateLimitPerProject,
      timeWindow: rateLimitWindowMs,
      keyGenerator: (request) => `project:${readProjectId(request)}`,
      // Requests naming no project are counted by address only.
      allowList: (request) => readProjectId(request) === undefined,
    })
    server.addHook('onRequest', async (request, reply) => {
      if (isProbe(request)) return
      const result = await projectLimit(request)
      if (result.isAllowed || !result.isExceeded) return
      reply.header('retry-after', String(result.ttlInSeconds))
      throw new HttpError(
        429,
        'RATE_LIMITED',
        `Rate limit exceeded: more than ${result.max} requests to this project in ${rateLimitWindowMs / 1000} s; retry in ${result.ttlInSeconds} s`,
      )
    })
  })
  server.addHook('onClose', async () => {
    redis?.disconnect()
  })
}
