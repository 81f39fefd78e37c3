// The HTTP routes under abuse (issue 12, items 5, 6, 9, 12 and 13), against real servers on
// 127.0.0.1 with PGlite in memory: a Host header reflected in answers, bodies sent byte by byte,
// floods of requests and nonces, what reaches the log, and production mode's start-up checks.
// Host headers are sent with node:http, since fetch does not send one that was set.

import { request as httpRequest } from 'node:http'
import { connect as netConnect } from 'node:net'
import pino from 'pino'
import { afterEach, describe, expect, test } from 'vitest'
import { type ConfigEnvironment, loadConfig } from '../config.js'
import { createPgliteDatabase } from '../db/createPgliteDatabase.js'
import { type StartServerReturnType, startServer } from '../startServer.js'

const servers: StartServerReturnType[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function start(env: ConfigEnvironment = {}, logLines?: string[]) {
  const logger = logLines
    ? pino({ level: 'info' }, { write: (line: string) => logLines.push(line) })
    : undefined
  const server = await startServer({
    config: {
      ...loadConfig({ LATCHKEY_PORT: '0', LOG_LEVEL: 'silent', ...env }),
      chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:9' }],
      data: {
        indexer: { enabled: false },
        config: { chains: {}, prices: { ETH: 3000 } },
      },
    },
    database: await createPgliteDatabase(),
    logger,
  })
  servers.push(server)
  return server
}

function get(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const request = httpRequest(url, { headers }, (response) => {
        let body = ''
        response.on('data', (chunk) => {
          body += chunk
        })
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        )
      })
      request.on('error', reject)
      request.end()
    },
  )
}

describe('http abuse', () => {
  test('item 5: URLs in answers come from the configuration, never from Host; prices are not cached', async () => {
    const server = await start({ LATCHKEY_PUBLIC_URL: 'https://latchkey.example.com' })
    const response = await fetch(`${server.url}/v1/fungible/price`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'evil.example' },
      body: JSON.stringify({
        currency: 'usd',
        addresses: ['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'],
      }),
    })
    expect(response.headers.get('cache-control')).toBe('no-store')
    const dev = await start()
    const history = await get(
      `${dev.url}/v1/account/0x000000000000000000000000000000000000bEEF/history?chainId=eip155:31337`,
      { host: 'evil.example' },
    )
    expect(history.body).not.toContain('evil.example')
    const prices = JSON.stringify(await response.json())
    expect(prices).not.toContain('evil.example')
  })

  test('item 6: a body sent one byte at a time is cut at the request time-out', async () => {
    const server = await start({ LATCHKEY_REQUEST_TIMEOUT_MS: '600' })
    const { port } = new URL(server.url)
    const socket = netConnect(Number(port), '127.0.0.1')
    const started = performance.now()
    let answer = ''
    socket.on('data', (chunk) => {
      answer += chunk
    })
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
    socket.write(
      'POST /v1/siwx/verify HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    )
    const drip = setInterval(() => socket.write(' '), 100)
    await closed
    clearInterval(drip)
    expect(performance.now() - started).toBeLessThan(5_000)
    expect(answer).toMatch(/^HTTP\/1.1 408/)
  })

  test('item 9: requests over the per-address limit get 429 RATE_LIMITED', async () => {
    const server = await start({ LATCHKEY_RATE_LIMIT_PER_IP: '20' })
    const statuses = []
    for (let index = 0; index < 25; index++)
      statuses.push((await fetch(`${server.url}/getAnalyticsConfig`)).status)
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true)
    const refused = await fetch(`${server.url}/getAnalyticsConfig`)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } })
  })

  test('item 9: requests to one project over its limit get 429, from any address', async () => {
    const server = await start({ LATCHKEY_RATE_LIMIT_PER_PROJECT: '5' })
    const statuses = []
    for (let index = 0; index < 7; index++)
      statuses.push((await fetch(`${server.url}/getAnalyticsConfig?projectId=busy`)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
    expect((await fetch(`${server.url}/getAnalyticsConfig?projectId=other`)).status).toBe(200)
  })

  test('item 9: nonces are limited per address, and expired ones are purged', async () => {
    const server = await start({
      LATCHKEY_NONCE_RATE_LIMIT_PER_IP: '3',
      LATCHKEY_NONCE_RETENTION_MS: '0',
    })
    const statuses = []
    for (let index = 0; index < 4; index++)
      statuses.push((await fetch(`${server.url}/v1/siwx/nonce`, { method: 'POST' })).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    await server.database.query("update siwx_nonces set expires_at = now() - interval '1 minute'")
    const { purgeNonces } = await import('../siwx/purgeNonces.js')
    expect(await purgeNonces(server.database, { now: new Date(), retentionMs: 0 })).toBe(3)
  })

  test('item 12: at info level, successful fast requests write nothing; failures one line', async () => {
    const lines: string[] = []
    const server = await start({}, lines)
    const before = lines.length
    for (let index = 0; index < 20; index++) await fetch(`${server.url}/getAnalyticsConfig`)
    expect(lines.length).toBe(before)
    await fetch(`${server.url}/getWallets?page=0`)
    expect(lines.slice(before)).toHaveLength(1)
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({
      msg: 'request completed',
      res: { statusCode: 400 },
    })
  })

  test('item 13: production refuses to start without a public URL, or with neither projects nor CORS origins', async () => {
    await expect(start({ NODE_ENV: 'production' })).rejects.toThrow(
      'LATCHKEY_PUBLIC_URL must be set in production',
    )
    await expect(
      start({ LATCHKEY_ENV: 'production', LATCHKEY_PUBLIC_URL: 'https://l.example' }),
    ).rejects.toThrow(
      'LATCHKEY_CORS_ORIGINS must be set in production when no project is configured',
    )
    const server = await start({
      LATCHKEY_ENV: 'production',
      LATCHKEY_PUBLIC_URL: 'https://l.example',
      LATCHKEY_CORS_ORIGINS: 'https://app.example',
    })
    const allowed = await fetch(`${server.url}/v1/?chainId=eip155:31337`, {
      headers: { origin: 'https://app.example' },
    })
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example')
    const other = await fetch(`${server.url}/v1/?chainId=eip155:31337`, {
      headers: { origin: 'https://evil.example' },
    })
    expect(other.status).toBe(403)
    expect(other.headers.get('access-control-allow-origin')).not.toBe('*')
    // Three servers started in turn, one with its own database: 30 s is short on a loaded machine.
  }, 90_000)

  test('item 8: a sign-in message with a control character is a 400 that keeps the nonce', async () => {
    const server = await start()
    const { nonce } = (await (
      await fetch(`${server.url}/v1/siwx/nonce`, { method: 'POST' })
    ).json()) as { nonce: string }
    const response = await fetch(`${server.url}/v1/siwx/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: `example.com wants you to sign in\u0000\nNonce: ${nonce}`,
        signature: `0x${'11'.repeat(65)}`,
      }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: { message: expect.stringContaining('must not hold control characters') },
    })
    const { rows } = await server.database.query<{ used_at: Date | null }>(
      'select used_at from siwx_nonces where nonce = $1',
      [nonce],
    )
    expect(rows[0]?.used_at).toBeNull()
  })
})
