import { randomUUID } from 'node:crypto'
import { type FastifyBaseLogger, type FastifyInstance, fastify, LogController } from 'fastify'
import { bundlerRoutes } from './bundler/bundlerRoutes.js'
import { type Config, checkProductionConfig } from './config.js'
import { dataRoutes } from './data/dataRoutes.js'
import type { Database } from './db/Database.js'
import { openDatabase } from './db/openDatabase.js'
import { runMigrations } from './db/runMigrations.js'
import { embeddedRoutes } from './embedded/embeddedRoutes.js'
import { ConfigError } from './errors/config.js'
import { createTrustProxy } from './http/createTrustProxy.js'
import { errorHandler } from './http/errorHandler.js'
import { installRateLimits } from './http/installRateLimits.js'
import { installShutdownDrain } from './http/installShutdownDrain.js'
import { logResponse } from './http/logResponse.js'
import { notFoundHandler } from './http/notFoundHandler.js'
import { createMetrics, type Metrics } from './metrics/createMetrics.js'
import { metricsRoutes } from './metrics/metricsRoutes.js'
import { recordRequest } from './metrics/recordRequest.js'
import { defaultServerNamespaces } from './namespaces/defaultServerNamespaces.js'
import type { ServerNamespace } from './namespaces/ServerNamespace.js'
import { onrampRoutes } from './onramp/onrampRoutes.js'
import { paymasterRoutes } from './paymaster/paymasterRoutes.js'
import { installProjectCheck } from './projects/installProjectCheck.js'
import { registryRoutes } from './registry/registryRoutes.js'
import { relayRoutes } from './relay/relayRoutes.js'
import { healthRoutes } from './routes/health.js'
import { readyRoutes } from './routes/ready.js'
import { sessionRoutes } from './sessions/sessionRoutes.js'
import { siwxRoutes } from './siwx/siwxRoutes.js'
import { createTraceLogFormatter } from './tracing/createTraceLogFormatter.js'
import { createTracing } from './tracing/createTracing.js'
import { installTracing } from './tracing/installTracing.js'
import { traceDatabase } from './tracing/traceDatabase.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's database: open and migrated from `ready()` until `close()`. */
    readonly database: Database
    /**
     * The base of every URL the server puts in an answer: `config.publicUrl`, else (in
     * development) the address it listens on. Never a request's Host header.
     */
    readonly publicUrl: string
    /** The server's Prometheus metrics (`GET /metrics`). */
    readonly metrics: Metrics
  }
}

/** Parameters of `createServer`. */
export type CreateServerParameters = {
  config: Config
  /** An open database to use; the caller keeps closing it. Without one the server opens its own from `config`. */
  database?: Database | undefined
  /**
   * A pino-compatible logger to use instead of Fastify's own at `config.logLevel`. With traces on,
   * the server logs through a child of it whose `formatters.log` adds `trace_id` and `span_id`.
   */
  logger?: FastifyBaseLogger | undefined
  /**
   * The chain namespaces the server serves (sign-in, balances, EVM reads), each one descriptor;
   * default `defaultServerNamespaces` (eip155, solana, bip122, polkadot).
   */
  namespaces?: readonly ServerNamespace[] | undefined
}

/** Builds the HTTP server: logging, error handling, its database and every route plugin. */
export function createServer(parameters: CreateServerParameters): FastifyInstance {
  const { config } = parameters
  checkProductionConfig(config)
  const { requestTimeoutMs, bodyLimitBytes } = config.limits
  // Traces are on when the environment names an OTLP endpoint; their log lines carry trace ids.
  const tracing = createTracing()
  const traceLogs = tracing && { formatters: { log: createTraceLogFormatter() } }
  const server = fastify({
    ...(parameters.logger
      ? { loggerInstance: traceLogs ? parameters.logger.child({}, traceLogs) : parameters.logger }
      : { logger: { level: config.logLevel, ...traceLogs } }),
    // A proxy's or caller's request id is kept so one id follows a request across services.
    requestIdHeader: 'x-request-id',
    // Who the client is (`request.ip`, every per-address limit's key): the connecting address,
    // or what the trusted proxies forwarded when LATCHKEY_TRUST_PROXY names them.
    trustProxy: createTrustProxy(config.trustProxy),
    genReqId: () => randomUUID(),
    // One line per request only when it failed or was slow (`logResponse`): under load the
    // default two lines per request wrote hundreds of megabytes a minute.
    logController: new LogController({ disableRequestLogging: true }),
    // A request (headers and body) must arrive within the time-out: slow senders otherwise hold
    // connections forever. Node checks open requests every `connectionsCheckingInterval`.
    requestTimeout: requestTimeoutMs,
    bodyLimit: bodyLimitBytes,
    // `installShutdownDrain` answers requests during close() instead, `/ready` included.
    return503OnClosing: false,
    http: {
      headersTimeout: Math.min(requestTimeoutMs, 60_000),
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, requestTimeoutMs / 4)),
    },
  })
  installTracing(server, tracing)
  installShutdownDrain(server)
  server.addHook('onResponse', logResponse(config.limits.slowRequestMs))
  const metrics = createMetrics()
  server.decorate('metrics', { getter: () => metrics })
  if (config.recordRequests !== false) server.addHook('onResponse', recordRequest(metrics))
  metrics.gauge(
    'latchkey_database_pool',
    "The PostgreSQL pool's connections (open, idle) and the queries waiting for one.",
    ['kind'],
    (gauge) => {
      const stats = database?.poolStats?.()
      if (!stats) return
      gauge.set({ kind: 'total' }, stats.total)
      gauge.set({ kind: 'idle' }, stats.idle)
      gauge.set({ kind: 'waiting' }, stats.waiting)
    },
  )

  let database = parameters.database
  let traced: { database: Database; served: Database } | undefined
  server.decorate('database', {
    getter() {
      if (!database)
        throw new Error('The database opens during ready(); await server.ready() first.')
      if (!tracing) return database
      if (traced?.database !== database) traced = { database, served: traceDatabase(database) }
      return traced.served
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
    // Production must not answer every origin: with no project, a CORS list is required.
    if (config.production && !config.corsOrigins?.length) {
      const { rows } = await opened.query<{ count: number }>(
        'select count(*)::int as count from projects',
      )
      if (Number(rows[0]?.count) === 0) {
        if (opened !== parameters.database) await opened.close()
        database = undefined
        throw new ConfigError(
          'LATCHKEY_CORS_ORIGINS',
          '',
          'set in production when no project is configured (or add one: latchkey-server project add <id> --origin <origin>)',
        )
      }
    }
  })
  server.addHook('onClose', async () => {
    if (database && database !== parameters.database) await database.close()
  })
  server.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  // Read once the server listens (a getsockname call per request otherwise: the icon URLs of
  // every wallet answer ask for it); the listening address does not change after.
  let listeningUrl: string | undefined
  server.decorate('publicUrl', {
    getter() {
      if (config.publicUrl) return config.publicUrl
      if (listeningUrl) return listeningUrl
      const address = server.server.address()
      if (!address || typeof address === 'string')
        throw new Error('The server has no public URL until it listens: set LATCHKEY_PUBLIC_URL.')
      const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
      listeningUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host === '[::]' ? '[::1]' : host}:${address.port}`
      return listeningUrl
    },
  })

  server.setNotFoundHandler(notFoundHandler)
  server.setErrorHandler(errorHandler)
  // Before the route plugins: they use `server.checkProject`.
  installProjectCheck(server, { corsOrigins: config.corsOrigins })
  installRateLimits(server, config)

  // Each feature is one plugin in src/routes/; later ones (registry, relay, data API) register here.
  const namespaces = parameters.namespaces ?? defaultServerNamespaces
  server.register(healthRoutes)
  server.register(readyRoutes, { config, namespaces })
  server.register(metricsRoutes, { config })
  server.register(registryRoutes, { config })
  server.register(relayRoutes, { config })
  server.register(dataRoutes, { config, namespaces })
  server.register(onrampRoutes, { config, namespaces })
  server.register(siwxRoutes, { config, namespaces })
  server.register(embeddedRoutes, { config })
  if (config.bundler)
    server.register(bundlerRoutes, {
      bundler: config.bundler,
      upstreams: new Map(config.chains.map((chain) => [chain.caipNetworkId, chain.rpcUrl])),
      limits: config.limits,
    })
  // Smart sessions live on the bundler's chains (the smart accounts' own).
  if (config.bundler)
    server.register(sessionRoutes, {
      bundler: config.bundler,
      relayer: config.sessionRelayer,
      upstreams: new Map(config.chains.map((chain) => [chain.caipNetworkId, chain.rpcUrl])),
      limits: config.limits,
    })
  if (config.paymaster)
    server.register(paymasterRoutes, {
      paymaster: config.paymaster,
      upstreams: new Map(config.chains.map((chain) => [chain.caipNetworkId, chain.rpcUrl])),
      limits: config.limits,
    })

  return server
}
