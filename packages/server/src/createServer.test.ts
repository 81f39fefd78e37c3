import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from './config.js'
import { createServer } from './createServer.js'
import { createPgliteDatabase } from './db/createPgliteDatabase.js'
import type { Database } from './db/Database.js'
import { HttpError } from './errors/http.js'

// One in-memory PGlite shared by these tests; they are about HTTP behavior, not storage.
let database: Database
beforeAll(async () => {
  database = await createPgliteDatabase()
})
afterAll(() => database.close())

const config = loadConfig({ LOG_LEVEL: 'silent' })

/** Starts a server on a free port with extra test routes, and returns its URL and a stop function. */
async function listen(
  options: { database?: Database; routes?: (server: ReturnType<typeof createServer>) => void } = {},
) {
  const server = createServer({ config, database: options.database ?? database })
  options.routes?.(server)
  const url = await server.listen({ host: '127.0.0.1', port: 0 })
  return { url, server, [Symbol.asyncDispose]: () => server.close() }
}

describe('createServer', () => {
  test('behavior: an unknown route answers a JSON 404', async () => {
    await using running = await listen()
    const response = await fetch(`${running.url}/nowhere?x=1`)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Route GET /nowhere not found' },
    })
  })

  test('behavior: an unexpected error answers a plain 500, details stay in the log', async () => {
    await using running = await listen({
      routes: (server) =>
        server.get('/boom', async () => {
          throw new Error('relation "secrets" does not exist')
        }),
    })
    const response = await fetch(`${running.url}/boom`)
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'Internal Server Error' },
    })
    expect(text).not.toMatch(/secrets|at .*\.ts/)
  })

  test('behavior: an HttpError answers with its status, code and message', async () => {
    await using running = await listen({
      routes: (server) =>
        server.get('/wallets', async () => {
          throw new HttpError(400, 'INVALID_PARAMETER', "page must be 1 or more, got '0'")
        }),
    })
    const response = await fetch(`${running.url}/wallets`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: { code: 'INVALID_PARAMETER', message: "page must be 1 or more, got '0'" },
    })
  })

  test('behavior: an HttpError of a busy service answers its 503 with its Retry-After', async () => {
    await using running = await listen({
      routes: (server) => {
        server.get('/busy', async () => {
          throw new HttpError(503, 'TEST_BUSY', 'Too busy: try again in a minute', {
            retryAfter: 60,
          })
        })
        server.get('/upstream', async () => {
          throw Object.assign(new Error('upstream said 503: secret detail'), { statusCode: 503 })
        })
      },
    })
    const busy = await fetch(`${running.url}/busy`)
    expect(busy.status).toBe(503)
    expect(busy.headers.get('retry-after')).toBe('60')
    expect(await busy.json()).toEqual({
      error: { code: 'TEST_BUSY', message: 'Too busy: try again in a minute' },
    })
    // Another library's 5xx is not ours to repeat: a plain 500, no Retry-After.
    const upstream = await fetch(`${running.url}/upstream`)
    expect(upstream.status).toBe(500)
    expect(upstream.headers.get('retry-after')).toBeNull()
    expect(await upstream.text()).not.toMatch(/secret/)
  })

  test("behavior: Fastify's own client errors keep their code and message", async () => {
    await using running = await listen({
      routes: (server) => server.post('/echo', async (request) => request.body),
    })
    const response = await fetch(`${running.url}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken":',
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toMatch(/^FST_ERR_/)
    expect(body.error.message).toMatch(/JSON/)
  })

  test('behavior: every response carries a request id, the caller’s when given', async () => {
    await using running = await listen()
    const generated = await fetch(`${running.url}/health`)
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const given = await fetch(`${running.url}/health`, { headers: { 'x-request-id': 'abc-123' } })
    expect(given.headers.get('x-request-id')).toBe('abc-123')
  })

  test('behavior: /health answers 503 when the database does not', async () => {
    let failing = false
    const flaky: Database = {
      ...database,
      query: (sql, params) =>
        failing ? Promise.reject(new Error('connection lost')) : database.query(sql, params),
    }
    await using running = await listen({ database: flaky })
    expect((await fetch(`${running.url}/health`)).status).toBe(200)
    failing = true
    const response = await fetch(`${running.url}/health`)
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({
      status: 'error',
      database: 'pglite',
      error: { code: 'DATABASE_UNAVAILABLE', message: 'The database did not answer.' },
    })
  })

  test('behavior: /health requests that arrive together share one database query', async () => {
    let healthQueries = 0
    const counted: Database = {
      ...database,
      // A slow database: requests arrive while the first health query is still out.
      query: async (sql, params) => {
        if (!sql.includes("server_instance where key = 'instance_id'"))
          return database.query(sql, params)
        healthQueries++
        await new Promise((resolve) => setTimeout(resolve, 200))
        return database.query(sql, params)
      },
    }
    await using running = await listen({ database: counted })
    healthQueries = 0
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${running.url}/health`)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    expect(healthQueries).toBeLessThan(5)
  })

  test('behavior: a database passed in stays open after close()', async () => {
    const server = createServer({ config, database })
    await server.ready()
    await server.close()
    expect((await database.query('select 1 as one')).rows).toEqual([{ one: 1 }])
  })

  test('behavior: reading the database before ready() explains itself', () => {
    const server = createServer({ config })
    expect(() => server.database).toThrow('await server.ready() first')
  })
})
