// `GET /ready` against real dependencies: PGlite (PostgreSQL and Redis when their tests are on),
// a real anvil node, and a closed port for a node that is down. The anvil node is reached through
// a counting pass-through, so a flood of probes can be seen to cost one round of checks.
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type AnvilInstance, startAnvil } from '@latchkey/devchain'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { getTestPostgres } from '../../test/getTestPostgres.js'
import { getTestRedis } from '../../test/getTestRedis.js'
import { startTcpBalancer } from '../../test/startTcpBalancer.js'
import { type ConfigEnvironment, loadConfig } from '../config.js'
import { createPgliteDatabase } from '../db/createPgliteDatabase.js'
import { migrations } from '../db/migrations/index.js'
import { type StartServerReturnType, startServer } from '../startServer.js'
import type { ReadyResponse } from './ready.js'

const down = 'http://127.0.0.1:9'
// An answer is reused for a second: a change shows in the next one.
const reuse = { timeout: 5_000, interval: 200 }
let anvil: AnvilInstance
let counter: Server
let nodeUrl: string
let nodeCalls = 0
const servers: StartServerReturnType[] = []

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  const target = new URL(anvil.rpcUrl)
  counter = createHttpServer((request, response) => {
    nodeCalls++
    const forwarded = httpRequest(
      { host: target.hostname, port: target.port, method: 'POST', path: target.pathname },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { 'content-type': 'application/json' })
        answer.pipe(response)
      },
    )
    forwarded.on('error', () => response.destroy())
    request.pipe(forwarded)
  })
  await new Promise<void>((resolve) => counter.listen(0, '127.0.0.1', resolve))
  nodeUrl = `http://127.0.0.1:${(counter.address() as AddressInfo).port}`
})
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})
afterAll(async () => {
  await new Promise((resolve) => counter?.close(resolve))
  await anvil?.stop()
})

async function start(
  chains: Record<string, string>,
  env: ConfigEnvironment = {},
  database?: Awaited<ReturnType<typeof createPgliteDatabase>>,
) {
  const server = await startServer({
    config: {
      ...loadConfig({ LATCHKEY_PORT: '0', LOG_LEVEL: 'silent', ...env }),
      chains: Object.entries(chains).map(([caipNetworkId, rpcUrl]) => ({ caipNetworkId, rpcUrl })),
    },
    ...(env.DATABASE_URL ? {} : { database: database ?? (await createPgliteDatabase()) }),
  })
  servers.push(server)
  return server
}

async function ready(url: string) {
  const response = await fetch(`${url}/ready`)
  return { status: response.status, body: (await response.json()) as ReadyResponse }
}

describe('GET /ready', () => {
  test('default: ready with one chain node down of two; the answer lists it', async () => {
    const server = await start({ 'eip155:31337': nodeUrl, 'eip155:1': down })
    expect(await ready(server.url)).toEqual({
      status: 200,
      body: {
        status: 'ready',
        checks: { database: 'ok', chains: { 'eip155:31337': 'ok', 'eip155:1': 'down' } },
      },
    })
  })

  test("behavior: a bip122 chain's Esplora API is asked its tip, not JSON-RPC", async () => {
    const esplora = createHttpServer((request, response) => {
      const tip = request.method === 'GET' && request.url === '/api/blocks/tip/height'
      response.writeHead(tip ? 200 : 404, { 'content-type': 'text/plain' })
      response.end(tip ? '101' : 'Not Found')
    })
    await new Promise<void>((resolve) => esplora.listen(0, '127.0.0.1', resolve))
    const esploraUrl = `http://127.0.0.1:${(esplora.address() as AddressInfo).port}/api`
    const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
    const testnet = 'bip122:00000000da84f2bafbbc53dee25a72ae'
    try {
      const server = await start({ [regtest]: esploraUrl, [testnet]: down })
      expect(await ready(server.url)).toEqual({
        status: 200,
        body: {
          status: 'ready',
          checks: { database: 'ok', chains: { [regtest]: 'ok', [testnet]: 'down' } },
        },
      })
    } finally {
      await new Promise((resolve) => esplora.close(resolve))
    }
  })

  test('error: 503 naming them when no chain node answers', async () => {
    const server = await start({ 'eip155:1': down, 'eip155:10': down })
    expect(await ready(server.url)).toEqual({
      status: 503,
      body: {
        status: 'not ready',
        checks: { database: 'ok', chains: { 'eip155:1': 'down', 'eip155:10': 'down' } },
        error: {
          code: 'NOT_READY',
          message: "Not ready: no chain's node answered (eip155:1, eip155:10).",
        },
      },
    })
  })

  test('behavior: 503 while the schema is older than this node knows, ready once it is not', async () => {
    const database = await createPgliteDatabase()
    const server = await start({ 'eip155:31337': nodeUrl }, {}, database)
    expect((await ready(server.url)).status).toBe(200)
    const newest = Math.max(...migrations.map((migration) => migration.version))
    const { rows } = await database.query<{ name: string }>(
      'delete from schema_migrations where version = $1 returning name',
      [newest],
    )
    await vi.waitFor(async () => {
      const answer = await ready(server.url)
      expect(answer.status).toBe(503)
      expect(answer.body.checks.database).toBe('migrating')
      expect(answer.body.error?.message).toBe(
        `Not ready: the database schema is older than version ${newest}.`,
      )
    }, reuse)
    await database.query('insert into schema_migrations (version, name) values ($1, $2)', [
      newest,
      rows[0]!.name,
    ])
    await vi.waitFor(async () => expect((await ready(server.url)).status).toBe(200), reuse)
  })

  test('behavior: a flood of probes costs one round of checks a second, and no 429', async () => {
    const server = await start({ 'eip155:31337': nodeUrl }, { LATCHKEY_RATE_LIMIT_PER_IP: '5' })
    await ready(server.url)
    const before = nodeCalls
    const answers = await Promise.all(Array.from({ length: 60 }, () => ready(server.url)))
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
    expect(nodeCalls - before).toBeLessThanOrEqual(1)
  })
})

const redis = getTestRedis()
describe.skipIf(!redis.enabled)(
  `GET /ready with Redis${redis.enabled ? '' : ` (${redis.reason})`}`,
  () => {
    test('behavior: 503 naming Redis once it stops', async () => {
      if (!redis.enabled) return
      const running = await redis.start()
      try {
        const server = await start({ 'eip155:31337': nodeUrl }, { REDIS_URL: running.url })
        expect((await ready(server.url)).body.checks.redis).toBe('ok')
        await running.stop()
        await vi.waitFor(
          async () => {
            const answer = await ready(server.url)
            expect(answer.status).toBe(503)
            expect(answer.body.error?.message).toBe('Not ready: Redis did not answer.')
          },
          { timeout: 10_000 },
        )
      } finally {
        await running.stop()
      }
    })
  },
)

const postgres = getTestPostgres()
describe.skipIf(!postgres.enabled)(
  `GET /ready on PostgreSQL${postgres.enabled ? '' : ` (${postgres.reason})`}`,
  () => {
    test('behavior: 503 naming the database once PostgreSQL stops', async () => {
      if (!postgres.enabled) return
      const running = await postgres.start()
      try {
        const server = await start({ 'eip155:31337': nodeUrl }, { DATABASE_URL: running.url })
        expect((await ready(server.url)).status).toBe(200)
        await running.stop()
        await vi.waitFor(
          async () => {
            const answer = await ready(server.url)
            expect(answer.status).toBe(503)
            expect(answer.body.checks.database).toBe('down')
            expect(answer.body.error?.message).toBe('Not ready: the database did not answer.')
          },
          { timeout: 15_000 },
        )
      } finally {
        await running.stop()
      }
    })
  },
)

describe.skipIf(!postgres.enabled)(
  `GET /ready through a network cut${postgres.enabled ? '' : ` (${postgres.reason})`}`,
  () => {
    // The server reaches PostgreSQL (and Redis) through a TCP proxy that can cut every connection
    // and refuse new ones, then take them again: the dependency is unreachable, then back.
    /**
     * A server reaching `service` through the proxy: ready, then 503 naming it in `check` and
     * `message` while the proxy cuts, then ready again once the proxy takes connections again.
     */
    async function expectCutAndRecovery(
      service: typeof postgres | typeof redis,
      setting: 'DATABASE_URL' | 'REDIS_URL',
      check: 'database' | 'redis',
      message: string,
    ) {
      if (!service.enabled) return
      const running = await service.start()
      const proxy = await startTcpBalancer([Number(new URL(running.url).port)])
      try {
        const url = new URL(running.url)
        url.port = String(proxy.port)
        const server = await start({ 'eip155:31337': nodeUrl }, { [setting]: url.toString() })
        const before = await ready(server.url)
        expect(before.status).toBe(200)
        expect(before.body.checks[check]).toBe('ok')
        proxy.cut()
        await vi.waitFor(
          async () => {
            const answer = await ready(server.url)
            expect(answer.status).toBe(503)
            expect(answer.body.checks[check]).toBe('down')
            expect(answer.body.error?.message).toBe(message)
          },
          { timeout: 15_000 },
        )
        proxy.restore()
        await vi.waitFor(
          async () => {
            const answer = await ready(server.url)
            expect(answer.status).toBe(200)
            expect(answer.body.checks[check]).toBe('ok')
          },
          { timeout: 15_000 },
        )
      } finally {
        await Promise.all(servers.splice(0).map((server) => server.close()))
        await proxy.close()
        await running.stop()
      }
    }

    test('behavior: 503 naming the database while PostgreSQL is unreachable, 200 once it is back', () =>
      expectCutAndRecovery(
        postgres,
        'DATABASE_URL',
        'database',
        'Not ready: the database did not answer.',
      ))

    test.skipIf(!redis.enabled)(
      'behavior: 503 naming Redis while it is unreachable, 200 once it is back',
      () => expectCutAndRecovery(redis, 'REDIS_URL', 'redis', 'Not ready: Redis did not answer.'),
    )
  },
)
