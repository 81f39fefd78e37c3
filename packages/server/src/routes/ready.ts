import type { FastifyPluginAsync } from 'fastify'
import { Redis } from 'ioredis'
import * as v from 'valibot'
import type { Config } from '../config.js'
import { migrations } from '../db/migrations/index.js'
import { defaultServerNamespaces } from '../namespaces/defaultServerNamespaces.js'
import { getServerNamespace } from '../namespaces/getServerNamespace.js'
import type { ServerNamespace } from '../namespaces/ServerNamespace.js'

/** What `/ready` found of one dependency. */
type ReadyCheck = 'ok' | 'down'

/** Body of `GET /ready`. */
export type ReadyResponse = {
  status: 'ready' | 'not ready'
  /** Each dependency: the database (its schema up to date), Redis when set, each chain's node. */
  checks: {
    database: ReadyCheck | 'migrating'
    redis?: ReadyCheck
    chains: Record<string, ReadyCheck>
  }
  /** Why not ready, naming what is down; absent when ready. */
  error?: { code: 'NOT_READY'; message: string }
}

/** How long one answer is reused: a flood of probes costs one round of checks a second. */
const reuseMs = 1_000
/** How long each dependency may take to answer before it counts as down. */
const checkTimeoutMs = 2_000

/**
 * `GET /ready`: readiness for a load balancer, beside `/health`'s liveness. 503 until this
 * node's schema is the newest it knows (another node may still be migrating a shared database)
 * and while the database, Redis (when `REDIS_URL` is set) or every chain's node is unreachable,
 * naming what is down, and from the start of a shutdown (`installShutdownDrain`). One chain's
 * node down leaves the node ready (every node shares that node, so taking them all out would stop
 * the other chains too): the answer lists it.
 */
export const readyRoutes: FastifyPluginAsync<{
  config: Config
  /** The chains' namespaces, whose nodes may be asked another way than JSON-RPC. */
  namespaces?: readonly ServerNamespace[] | undefined
}> = async (server, { config, namespaces = defaultServerNamespaces }) => {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        connectTimeout: checkTimeoutMs,
        maxRetriesPerRequest: 0,
        lazyConnect: true,
        enableOfflineQueue: false,
      })
    : undefined
  redis?.on('error', (error) => server.log.debug({ err: error }, 'ready: Redis error'))
  server.addHook('onClose', async () => {
    redis?.disconnect()
  })
  const newest = Math.max(...migrations.map((migration) => migration.version))

  const checkDatabase = async (): Promise<ReadyResponse['checks']['database']> => {
    try {
      const { rows } = await server.database.query<{ version: number | null }>(
        'select max(version) as version from schema_migrations',
      )
      return Number(rows[0]?.version ?? 0) >= newest ? 'ok' : 'migrating'
    } catch {
      return 'down'
    }
  }
  const checkRedis = async (): Promise<ReadyCheck> => {
    if (!redis) return 'ok'
    try {
      if (redis.status === 'wait' || redis.status === 'end') await redis.connect()
      await withTimeout(redis.ping())
      return 'ok'
    } catch {
      return 'down'
    }
  }

  let last: { answer: ReadyResponse; at: number } | undefined
  let asking: Promise<ReadyResponse> | undefined
  const ask = async (): Promise<ReadyResponse> => {
    const [database, redisCheck, chainChecks] = await Promise.all([
      checkDatabase(),
      checkRedis(),
      Promise.all(
        config.chains.map((chain) =>
          checkNode(chain.rpcUrl, getServerNamespace(namespaces, chain.caipNetworkId)?.isNodeUp),
        ),
      ),
    ])
    const chains = Object.fromEntries(
      config.chains.map((chain, index) => [chain.caipNetworkId, chainChecks[index]!]),
    )
    const checks: ReadyResponse['checks'] = {
      database,
      ...(redis ? { redis: redisCheck } : {}),
      chains,
    }
    const down = [
      ...(database === 'down' ? ['the database did not answer'] : []),
      ...(database === 'migrating' ? [`the database schema is older than version ${newest}`] : []),
      ...(redisCheck === 'down' ? ['Redis did not answer'] : []),
      ...(config.chains.length > 0 && chainChecks.every((check) => check === 'down')
        ? [
            `no chain's node answered (${config.chains.map((chain) => chain.caipNetworkId).join(', ')})`,
          ]
        : []),
    ]
    return down.length === 0
      ? { status: 'ready', checks }
      : {
          status: 'not ready',
          checks,
          error: { code: 'NOT_READY', message: `Not ready: ${down.join('; ')}.` },
        }
  }

  server.get('/ready', { logLevel: 'warn' }, async (_request, reply) => {
    const now = performance.now()
    if (!last || now - last.at >= reuseMs) {
      asking ??= ask().finally(() => {
        asking = undefined
      })
      last = { answer: await asking, at: performance.now() }
    }
    // Draining (SIGTERM): not ready whatever the checks say, so a balancer stops sending here.
    if (server.shuttingDown)
      return reply.code(503).send({
        status: 'not ready',
        checks: last.answer.checks,
        error: { code: 'NOT_READY', message: 'Not ready: the server is shutting down.' },
      } satisfies ReadyResponse)
    return reply.code(last.answer.status === 'ready' ? 200 : 503).send(last.answer)
  })
}

/** Any JSON-RPC answer, a result or an error. */
const jsonRpcAnswer = v.object({ jsonrpc: v.literal('2.0') })

/**
 * Whether a chain's node answers: its namespace's own check, or a JSON-RPC request (an error
 * answer counts: it is up).
 */
async function checkNode(
  rpcUrl: string,
  isNodeUp?: ServerNamespace['isNodeUp'],
): Promise<ReadyCheck> {
  try {
    if (isNodeUp)
      return (await isNodeUp(rpcUrl, AbortSignal.timeout(checkTimeoutMs))) ? 'ok' : 'down'
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'latchkey_ready', params: [] }),
      signal: AbortSignal.timeout(checkTimeoutMs),
    })
    return v.is(jsonRpcAnswer, await response.json()) ? 'ok' : 'down'
  } catch {
    return 'down'
  }
}

function withTimeout<value>(promise: Promise<value>): Promise<value> {
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error('timed out')), checkTimeoutMs).unref(),
    ),
  ])
}
