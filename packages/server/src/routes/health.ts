import type { FastifyPluginAsync } from 'fastify'
import type { LogLevel } from '../config.js'
import { getServerVersion } from '../getServerVersion.js'

/** Body of `GET /health`. */
export type HealthResponse = {
  status: 'ok' | 'error'
  version: string
  database: 'pglite' | 'postgres'
  schemaVersion?: number
  instanceId?: string
  uptimeSeconds: number
  error?: { code: string; message: string }
}

const levelRank: Record<LogLevel, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
}

// How long the schema version and instance id read from the database are reused.
const identityMaxAgeMs = 1_000

/** `GET /health`: liveness for load balancers and tests, and the identity of this deployment. */
export const healthRoutes: FastifyPluginAsync = async (server) => {
  const startedAt = performance.now()

  // Polled every few seconds by load balancers: log these requests only when something is wrong,
  // without making a quieter server level (error, silent) louder.
  const current = server.log.level as LogLevel
  const logLevel = levelRank[current] >= levelRank.warn ? current : 'warn'
  // Requests that arrive while the database is being asked share that answer: a flood of health
  // checks costs one query at a time, not a queue of them in front of the relay's writes. The
  // query starts in the next turn of the event loop, so that every request read in this one
  // joins it: PGlite answers within the turn it is asked in, and would otherwise share nothing.
  // The schema version and instance id are read again once a second at most (another node may
  // migrate a shared database); in between, a bare `select 1` shows the database answers.
  type Identity = { schemaVersion: number; instanceId: string }
  let identity: { value: Identity; readAt: number } | undefined
  let asking: Promise<Identity> | undefined
  const askDatabase = () => {
    asking ??= new Promise((resolve) => setImmediate(resolve))
      .then(async () => {
        const now = performance.now()
        if (identity && now - identity.readAt < identityMaxAgeMs) {
          await server.database.query('select 1')
          return identity.value
        }
        const { rows } = await server.database.query<Identity>(
          `select (select max(version) from schema_migrations) as "schemaVersion",
                  (select value from server_instance where key = 'instance_id') as "instanceId"`,
        )
        identity = { value: rows[0]!, readAt: now }
        return identity.value
      })
      .finally(() => {
        asking = undefined
      })
    return asking
  }
  server.get('/health', { logLevel }, async (request, reply) => {
    const database = server.database
    const base = {
      version: getServerVersion(),
      database: database.kind,
      uptimeSeconds: Math.floor((performance.now() - startedAt) / 1000),
    }
    try {
      const row = await askDatabase()
      return {
        status: 'ok',
        ...base,
        schemaVersion: Number(row.schemaVersion),
        instanceId: row.instanceId,
      } satisfies HealthResponse
    } catch (error) {
      request.log.error({ err: error }, 'health check: database query failed')
      return reply.code(503).send({
        status: 'error',
        ...base,
        error: { code: 'DATABASE_UNAVAILABLE', message: 'The database did not answer.' },
      } satisfies HealthResponse)
    }
  })
}
