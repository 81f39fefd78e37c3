import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { HttpRequestError, InvalidResponseError, TimeoutError } from '../errors/request.js'
import { createHttpClient } from './createHttpClient.js'

// A real HTTP server on 127.0.0.1: it echoes what it received, or answers a status, a blob, a
// slow or an odd body, depending on the path.
type Echo = {
  method: string
  path: string
  search: string
  query: Record<string, string>
  headers: Record<string, string | string[] | undefined>
  body: unknown
}

let baseUrl = ''
const received: string[] = []
const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1')
  received.push(url.pathname)
  let raw = ''
  for await (const chunk of request) raw += chunk
  const send = (status: number, headers: Record<string, string>, body: string | Buffer) => {
    response.writeHead(status, headers)
    response.end(body)
  }
  const status = /^\/status\/(\d+)$/.exec(url.pathname)?.[1]
  if (status)
    return send(Number(status), { 'content-type': 'application/json' }, '{"error":"nope"}')
  if (url.pathname === '/blob')
    return send(200, { 'content-type': 'image/png' }, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255]))
  if (url.pathname === '/empty') return send(204, {}, '')
  if (url.pathname === '/text') return send(200, { 'content-type': 'text/plain' }, 'hello')
  if (url.pathname === '/bad-json') return send(200, { 'content-type': 'application/json' }, '{')
  if (url.pathname === '/slow') {
    const timer = setTimeout(() => send(200, { 'content-type': 'application/json' }, '{}'), 2_000)
    response.on('close', () => clearTimeout(timer))
    return
  }
  const echo: Echo = {
    method: request.method ?? '',
    path: url.pathname,
    search: url.search,
    query: Object.fromEntries(url.searchParams),
    headers: request.headers,
    body: raw ? JSON.parse(raw) : undefined,
  }
  send(200, { 'content-type': 'application/json' }, JSON.stringify(echo))
})

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

/** The error a promise rejects with (fails the test if it resolves). */
async function rejection<errorType>(promise: Promise<unknown>): Promise<errorType> {
  try {
    await promise
  } catch (error) {
    return error as errorType
  }
  throw new Error('expected the promise to reject')
}

describe('createHttpClient', () => {
  test('default', async () => {
    const client = createHttpClient({ baseUrl })
    const echo = await client.get<Echo>({ path: '/v1/identity/0xabc', params: { sender: '0xdef' } })
    expect(echo.method).toBe('GET')
    expect(echo.path).toBe('/v1/identity/0xabc')
    expect(echo.query).toEqual({ sender: '0xdef' })
    expect(echo.body).toBeUndefined()
    expect(echo.headers['content-type']).toBeUndefined()
  })

  test('behavior: every verb', async () => {
    const client = createHttpClient({ baseUrl })
    const body = { name: 'alice' }
    expect((await client.get<Echo>({ path: '/a' })).method).toBe('GET')
    expect(await client.post<Echo>({ path: '/a', body })).toMatchObject({ method: 'POST', body })
    expect(await client.put<Echo>({ path: '/a', body })).toMatchObject({ method: 'PUT', body })
    expect(await client.delete<Echo>({ path: '/a' })).toMatchObject({ method: 'DELETE' })
    expect(await client.delete<Echo>({ path: '/a', body })).toMatchObject({
      method: 'DELETE',
      body,
    })
    const blob = await client.getBlob({ path: '/blob' })
    expect(blob.type).toBe('image/png')
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47, 0, 255])
  })

  test('behavior: JSON body round trip', async () => {
    const client = createHttpClient({ baseUrl })
    const body = {
      destinationWallets: [{ address: '0xabc', blockchains: ['ethereum'] }],
      presetFiatAmount: 12.5,
      partnerUserId: 'ünïcödé ✓ "quoted" & more',
      nothing: null,
    }
    const echo = await client.post<Echo>({ path: '/v1/generators/onrampurl', body })
    expect(echo.body).toEqual(body)
    expect(echo.headers['content-type']).toBe('application/json')
  })

  test('behavior: bigints in the body go as decimal strings', async () => {
    const client = createHttpClient({ baseUrl })
    const echo = await client.post<Echo>({ path: '/a', body: { amount: 10n ** 20n } })
    expect(echo.body).toEqual({ amount: '100000000000000000000' })
  })

  test('behavior: query string encoding', async () => {
    const client = createHttpClient({ baseUrl })
    const echo = await client.get<Echo>({
      path: '/getWallets',
      params: {
        page: 1,
        entries: 40,
        chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        search: 'meta mask & co=1?',
        include: undefined,
        exclude: null,
        badge_type: 'certified',
        forceUpdate: true,
      },
    })
    expect(echo.query).toEqual({
      page: '1',
      entries: '40',
      chains: 'eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      search: 'meta mask & co=1?',
      badge_type: 'certified',
      forceUpdate: 'true',
    })
    expect(echo.search).toContain('search=meta+mask+%26+co%3D1%3F')
    expect(echo.search).toContain('chains=eip155%3A1%2Csolana')
  })

  test('parameters: query defaults and clientId go on every call', async () => {
    const client = createHttpClient({
      baseUrl,
      clientId: 'client-1',
      query: { projectId: 'p1', st: 'latchkey', sv: '0.1.0' },
    })
    for (const echo of [
      await client.get<Echo>({ path: '/a', params: { sv: 'override' } }),
      await client.post<Echo>({ path: '/a', body: {} }),
    ])
      expect(echo.query).toMatchObject({ projectId: 'p1', st: 'latchkey', clientId: 'client-1' })
    expect((await client.get<Echo>({ path: '/a', params: { sv: 'override' } })).query.sv).toBe(
      'override',
    )
    const withoutClientId = await createHttpClient({ baseUrl }).get<Echo>({ path: '/a' })
    expect(withoutClientId.search).toBe('')
  })

  test('parameters: baseUrl with a path', async () => {
    const client = createHttpClient({ baseUrl: `${baseUrl}/api/` })
    expect((await client.get<Echo>({ path: '/v1/x' })).path).toBe('/api/v1/x')
  })

  test('parameters: headers', async () => {
    const client = createHttpClient({ baseUrl })
    const echo = await client.post<Echo>({
      path: '/a',
      body: {},
      headers: { 'x-sdk-type': 'latchkey', 'content-type': 'application/json; charset=utf-8' },
    })
    expect(echo.headers['x-sdk-type']).toBe('latchkey')
    expect(echo.headers['content-type']).toBe('application/json; charset=utf-8')
  })

  test.each([400, 401, 403, 404, 429, 500, 503])(
    "behavior: status %i fails with 'HTTP status code: %i'",
    async (status) => {
      const client = createHttpClient({ baseUrl })
      const error = await rejection<HttpRequestError>(client.get({ path: `/status/${status}` }))
      expect(error).toBeInstanceOf(HttpRequestError)
      expect(error.message).toBe(`HTTP status code: ${status}`)
      expect(error.shortMessage).toBe(`HTTP status code: ${status}`)
      expect(error.status).toBe(status)
      expect(error.url).toBe(`${baseUrl}/status/${status}`)
      expect(error.body).toEqual({ error: 'nope' })
    },
  )

  test("behavior: 404 on every verb is 'HTTP status code: 404'", async () => {
    const client = createHttpClient({ baseUrl })
    const path = '/status/404'
    for (const call of [
      () => client.get({ path }),
      () => client.getBlob({ path }),
      () => client.post({ path, body: {} }),
      () => client.put({ path, body: {} }),
      () => client.delete({ path }),
    ])
      await expect(call()).rejects.toThrow(/^HTTP status code: 404$/)
  })

  test('behavior: empty, text and invalid JSON answers', async () => {
    const client = createHttpClient({ baseUrl })
    expect(await client.delete({ path: '/empty' })).toBeUndefined()
    expect(await client.get({ path: '/text' })).toBe('hello')
    await expect(client.get({ path: '/bad-json' })).rejects.toThrow(InvalidResponseError)
  })

  test('behavior: time-out', async () => {
    const client = createHttpClient({ baseUrl, timeout: 100 })
    const started = performance.now()
    const error = await rejection<TimeoutError>(client.get({ path: '/slow' }))
    expect(error).toBeInstanceOf(TimeoutError)
    expect(error.message).toBe(`The request to ${baseUrl}/slow timed out after 100 ms.`)
    expect(performance.now() - started).toBeLessThan(1_500)
  })

  test("behavior: the caller's AbortSignal", async () => {
    const client = createHttpClient({ baseUrl })
    const controller = new AbortController()
    const pending = client.get({ path: '/slow', signal: controller.signal })
    setTimeout(() => controller.abort(), 50)
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })

    const reason = new Error('view closed')
    const before = received.length
    await expect(client.get({ path: '/a', signal: AbortSignal.abort(reason) })).rejects.toBe(reason)
    expect(received.length).toBe(before)
  })
})
