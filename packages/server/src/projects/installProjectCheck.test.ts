// The project check and CORS over real HTTP, on PGlite and (when enabled) PostgreSQL.
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { getTestDatabases, type TestDatabase } from '../../test/getTestDatabases.js'
import { loadConfig } from '../config.js'
import { createServer } from '../createServer.js'
import { addProject } from './addProject.js'

const app = 'https://app.example'
const other = 'https://evil.example'
const publicPaths = [
  '/getWallets',
  `/getWalletImage/${'0'.repeat(64)}`,
  '/public/getAssetImage/eip155:1',
  '/public/getCurrencyImage/USD',
  '/public/getTokenImage/ETH',
  '/getAnalyticsConfig',
]

describe.each(getTestDatabases())('installProjectCheck on $name', (kind) => {
  let test_: TestDatabase
  let server: FastifyInstance
  let url: string
  beforeAll(async () => {
    if (kind.skipped) return
    test_ = await kind.create()
    server = createServer({ config: loadConfig({ LOG_LEVEL: 'silent' }), database: test_.database })
    // A public route of another kind (the data API's POSTs, later) gets the same check.
    server.post('/echo', { onRequest: server.checkProject }, async (request) => request.body)
    url = await server.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => {
    await server?.close()
    await test_?.drop()
    await kind.stop()
  })
  beforeEach(async () => {
    if (kind.skipped) return
    await test_.database.query('delete from projects')
    server.projectAccess.invalidate()
  })

  /** Adds projects as the CLI does, and makes the server read them now rather than in 10 s. */
  async function configure(...projects: Array<{ id: string; origins: string[] }>) {
    for (const project of projects) await addProject(test_.database, project)
    server.projectAccess.invalidate()
  }

  async function call(path: string, headers: Record<string, string> = {}, init: RequestInit = {}) {
    const response = await fetch(`${url}${path}`, { ...init, headers })
    const text = await response.text()
    return {
      status: response.status,
      headers: response.headers,
      body:
        text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
    }
  }

  describe.skipIf(kind.skipped)(kind.skipped ? `skipped: ${kind.skipped}` : 'requests', () => {
    test('default: with no project the API is open to any origin, with or without projectId', async () => {
      for (const path of ['/getAnalyticsConfig', '/getAnalyticsConfig?projectId=anything']) {
        const response = await call(path, { origin: other })
        expect(response.status).toBe(200)
        expect(response.headers.get('access-control-allow-origin')).toBe('*')
        expect(response.headers.get('vary')).toMatch(/Origin/)
      }
    })

    test('behavior: an allowed origin with its project id is answered, and CORS names the origin', async () => {
      await configure({ id: 'demo', origins: [app, 'http://127.0.0.1:5173'] })
      const response = await call('/getWallets?projectId=demo&entries=1', { origin: app })
      expect(response.status).toBe(200)
      expect(response.body).toMatchObject({ count: expect.any(Number) })
      expect(response.headers.get('access-control-allow-origin')).toBe(app)
      expect(response.headers.get('vary')).toMatch(/Origin/)
      const local = await call('/getAnalyticsConfig?projectId=demo', {
        origin: 'http://127.0.0.1:5173',
      })
      expect(local.status).toBe(200)
    })

    test('behavior: without an Origin header (same-origin, server-to-server) the project id is enough', async () => {
      await configure({ id: 'demo', origins: [app] })
      const response = await call('/getAnalyticsConfig?projectId=demo')
      expect(response.status).toBe(200)
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
    })

    test('parameters: projectId also comes in the x-project-id header', async () => {
      await configure({ id: 'demo', origins: [app] })
      const response = await call('/getAnalyticsConfig', { origin: app, 'x-project-id': 'demo' })
      expect(response.status).toBe(200)
    })

    test.each([
      ['MISSING_PROJECT_ID', '/getAnalyticsConfig', app, 401, 'Missing project id'],
      ['INVALID_PROJECT_ID', '/getAnalyticsConfig?projectId=nope', app, 401, 'Invalid project id'],
      [
        'PROJECT_ID_NOT_CONFIGURED',
        '/getAnalyticsConfig?projectId=empty',
        app,
        403,
        'Project id not configured',
      ],
      [
        'ORIGIN_NOT_ALLOWED',
        '/getAnalyticsConfig?projectId=demo',
        other,
        403,
        'Invalid app configuration: origin not allowed',
      ],
      [
        'ORIGIN_NOT_ALLOWED',
        '/getAnalyticsConfig?projectId=demo',
        'null',
        403,
        'Invalid app configuration: origin not allowed',
      ],
    ])('behavior: %s (%s from %s)', async (code, path, origin, status, message) => {
      await configure({ id: 'demo', origins: [app] }, { id: 'empty', origins: [] })
      const response = await call(path, { origin })
      expect(response.status).toBe(status)
      expect(response.body).toEqual({ error: { code, message } })
      // Readable by the page, so the widget can show the configuration alert.
      expect(response.headers.get('access-control-allow-origin')).toBe(origin)
    })

    test('behavior: every public route runs the check', async () => {
      await configure({ id: 'demo', origins: [app] })
      for (const path of publicPaths) {
        const response = await call(path, { origin: app })
        expect(response.status, path).toBe(401)
        expect(response.body, path).toMatchObject({ error: { code: 'MISSING_PROJECT_ID' } })
      }
      // /health is for load balancers, not pages: no check, no CORS.
      const health = await call('/health', { origin: other })
      expect(health.status).toBe(200)
      expect(health.headers.get('access-control-allow-origin')).toBeNull()
    })

    test('behavior: the check runs before the parameters are read', async () => {
      await configure({ id: 'demo', origins: [app] })
      const refused = await call('/getWallets?page=0', { origin: other })
      expect(refused.body).toMatchObject({ error: { code: 'MISSING_PROJECT_ID' } })
      const bad = await call('/getWallets?page=0&projectId=demo', { origin: app })
      expect(bad.status).toBe(400)
      expect(bad.headers.get('access-control-allow-origin')).toBe(app)
    })

    test('behavior: projects are read from a cache until it expires or is invalidated', async () => {
      expect((await call('/getAnalyticsConfig', { origin: other })).status).toBe(200)
      // Written behind the server's back, as the CLI in another process does.
      await addProject(test_.database, { id: 'demo', origins: [app] })
      expect((await call('/getAnalyticsConfig', { origin: other })).status).toBe(200)
      server.projectAccess.invalidate()
      expect((await call('/getAnalyticsConfig', { origin: other })).status).toBe(401)
    })
  })

  describe.skipIf(kind.skipped)('preflight', () => {
    const preflight = (path: string, origin: string, method = 'GET') =>
      call(
        path,
        {
          origin,
          'access-control-request-method': method,
          'access-control-request-headers': 'content-type, x-project-id',
        },
        { method: 'OPTIONS' },
      )

    test('default: open, any origin gets *', async () => {
      const response = await preflight('/getWallets', other)
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD')
      expect(response.headers.get('access-control-allow-headers')).toBe(
        'content-type, x-project-id',
      )
      expect(response.headers.get('access-control-max-age')).toBe('600')
      expect(response.headers.get('vary')).toMatch(/Origin/)
    })

    test('behavior: an allowed origin is named; POST routes allow POST', async () => {
      await configure({ id: 'demo', origins: [app] })
      const response = await preflight('/echo?projectId=demo', app, 'POST')
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe(app)
      expect(response.headers.get('access-control-allow-methods')).toBe('POST, HEAD')
      // A preflight carries no header values: without projectId any project's origin passes.
      expect((await preflight('/getWalletImage/abc', app)).status).toBe(204)
    })

    test('behavior: an origin no project allows is refused without CORS headers', async () => {
      await configure({ id: 'demo', origins: [app] })
      for (const path of ['/getWallets?projectId=demo', '/getWallets']) {
        const response = await preflight(path, other)
        expect(response.status).toBeGreaterThanOrEqual(400)
        expect(response.headers.get('access-control-allow-origin')).toBeNull()
      }
    })

    test('behavior: a plain OPTIONS says what the URL accepts', async () => {
      const response = await call('/getWallets', {}, { method: 'OPTIONS' })
      expect(response.status).toBe(204)
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
    })

    test('behavior: a URL without the check answers no preflight', async () => {
      expect((await preflight('/health', app)).status).toBe(404)
    })
  })
})
