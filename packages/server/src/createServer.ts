import { randomUUID } from 'node:crypto'
import { type FastifyBaseLogger, type FastifyInstance, fastify } from 'fastify'
import type { Config } from './config.js'
import { dataRoutes } from './data/dataRoutes.js'
import type { Database } from './db/Database.js'
import { openDatabase } from './db/openDatabase.js'
import { runMigrations } from './db/runMigrations.js'
import { errorHandler } from './http/errorHandler.js'
import { notFoundHandler } from './http/notFoundHandler.js'
import { installProjectCheck } from './projects/installProjectCheck.js'
import { registryRoutes } from './registry/registryRoutes.js'
import { relayRoutes } from './relay/relayRoutes.js'
import { healthRoutes } from './routes/health.js'
import { siwxRoutes } from './siwx/siwxRoutes.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's database: open and migrated from `ready()` until `close()`. */
    readonly database: Database
  }
}

/** Parameters of `createServer`. */
export type CreateServerParameters = {
  config: Config
  /** An open database to use; the caller keeps closing it. Without one the server opens its own from `config`. */
  database?: Database | undefined
  /** A pino-compatible logger to use instead of Fastify's own at `config.logLevel`. */
  logger?: FastifyBaseLogger | undefined
}

/** Builds the HTTP server: logging, error handling, its database and every route plugin. */
export function createServer(parameters: CreateServerParameters): FastifyInstance {
  const { config } = parameters
  const server = fastify({
    ...(parameters.logger
      ? { loggerInstance: parameters.logger }
      : { logger: { level: config.logLevel } }),
    // A proxy's or caller's request id is kept so one id follows a request across services.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  })

  let database = parameters.database
  server.decorate('database', {
    getter() {
      if (!database)
        throw new Error('The database opens during ready(); await server.ready() first.')
      return database
    },
  })
  server.addHook('onReady', async () => {
    const opened =
      database ??
      (await openDatabase({
        ...config,
        onIdleError: (error) => server.log.warn({ err: error }, 'idle database connection failed'),
      }))
    try {
      const { applied, schemaVersion } = await runMigrations(opened)
      server.log.info(
        {
          database: opened.kind,
          schemaVersion,
          applied: applied.map((m) => `${m.version} ${m.name}`),
        },
        applied.length > 0 ? 'database migrated' : 'database schema is current',
      )
    } catch (error) {
      if (opened !== parameters.database) await opened.close()
      throw error
    }
    database = opened
  })
  server.addHook('onClose', async () => {
    if (database && database !== parameters.database) await database.close()
  })
  server.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  server.setNotFoundHandler(notFoundHandler)
  server.setErrorHandler(errorHandler)
  // Before the route plugins: they use `server.checkProject`.
  installProjectCheck(server)

  // Each feature is one plugin in src/routes/; later ones (registry, relay, data API) register here.
  server.register(healthRoutes)
  server.register(registryRoutes, { config })
  server.register(relayRoutes, { config })
  server.register(dataRoutes, { config })
  server.register(siwxRoutes, { config })

  return server
}
