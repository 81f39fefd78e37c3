// GET /metrics after known traffic, against a real server on 127.0.0.1 (PGlite in memory) over a
// real anvil node: HTTP requests and a 429, an RPC proxy call, a relay publish delivered to a
// subscriber, and an indexed block each show in Prometheus's text; production keeps it closed.
import { randomBytes } from 'node:crypto'
import { type AnvilInstance, startAnvil } from '@latchkey/devchain'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { connectRelayClient, type RelayTestClient } from '../../test/connectRelayClient.js'
import { type ConfigEnvironment, loadConfig } from '../config.js'
import { createPgliteDatabase } from '../db/createPgliteDatabase.js'
import { type StartServerReturnType, startServer } from '../startServer.js'

let anvil: AnvilInstance
const servers: StartServerReturnType[] = []
const sockets: RelayTestClient[] = []
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
})
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()))
  await Promise.all(servers.splice(0).map((server) => server.close()))
})
afterAll(() => anvil?.stop())

async function start(env: ConfigEnvironment = {}) {
  const server = await startServer({
    config: {
      ...loadConfig({ LATCHKEY_PORT: '0', LOG_LEVEL: 'silent', ...env }),
      chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: anvil.rpcUrl }],
      data: { indexer: { enabled: false } },
    },
    database: await createPgliteDatabase(),
  })
  servers.push(server)
  return server
}

/** The value of one series in Prometheus's text format (the line starting with `series `). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('GET /metrics', () => {
  test('default: requests, a 429, the RPC proxy, the relay and the indexer are counted', async () => {
    const server = await start({ LATCHKEY_RATE_LIMIT_PER_IP: '12' })
    for (let index = 0; index < 3; index++) await fetch(`${server.url}/getAnalyticsConfig`)
    const proxied = await fetch(`${server.url}/v1/?chainId=eip155:31337`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
    })
    expect(proxied.status).toBe(200)

    const url = server.url.replace(/^http/, 'ws')
    const publisher = await connectRelayClient({ url })
    const subscriber = await connectRelayClient({ url })
    sockets.push(publisher, subscriber)
    const topic = randomBytes(32).toString('hex')
    await subscriber.request('irn_subscribe', { topic })
    await publisher.request('irn_publish', {
      topic,
      message: randomBytes(48).toString('base64'),
      ttl: 300,
      tag: 1100,
    })
    await subscriber.nextMessage({ ack: false })

    await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_mine', params: ['0x2'] }),
    })
    await server.server.dataIndexer.catchUp('eip155:31337')

    // Past the per-address limit: the next ones are refused.
    let refused = 0
    for (let index = 0; index < 10 && refused === 0; index++)
      if ((await fetch(`${server.url}/getAnalyticsConfig`)).status === 429) refused++
    expect(refused).toBe(1)

    const response = await fetch(`${server.url}/metrics`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await response.text()
    const requests = 'latchkey_http_requests_total{route="/getAnalyticsConfig",method="GET",'
    expect(sample(text, `${requests}status="200"}`)).toBeGreaterThanOrEqual(3)
    expect(sample(text, `${requests}status="429"}`)).toBe(1)
    expect(sample(text, 'latchkey_rate_limited_total{route="/getAnalyticsConfig"}')).toBe(1)
    expect(
      sample(
        text,
        'latchkey_http_request_duration_seconds_count{route="/getAnalyticsConfig",method="GET"}',
      ),
    ).toBeGreaterThanOrEqual(4)
    expect(sample(text, 'latchkey_rpc_upstream_duration_seconds_count{chain="eip155:31337"}')).toBe(
      1,
    )
    expect(sample(text, 'latchkey_rpc_upstream_errors_total{chain="eip155:31337"}')).toBeUndefined()
    expect(sample(text, 'latchkey_relay_publishes_total')).toBe(1)
    expect(sample(text, 'latchkey_relay_deliveries_total')).toBe(1)
    expect(sample(text, 'latchkey_relay_queue_drops_total')).toBe(0)
    expect(sample(text, 'latchkey_relay_open{kind="sockets"}')).toBe(2)
    expect(sample(text, 'latchkey_relay_open{kind="subscriptions"}')).toBe(1)
    expect(sample(text, 'latchkey_relay_mailbox{kind="messages"}')).toBe(1)
    expect(sample(text, 'latchkey_relay_mailbox{kind="bytes"}')).toBeGreaterThan(0)
    const head = sample(text, 'latchkey_indexer_blocks{chain="eip155:31337",kind="head"}')
    expect(head).toBeGreaterThanOrEqual(2)
    expect(sample(text, 'latchkey_indexer_blocks{chain="eip155:31337",kind="indexed"}')).toBe(head)
    expect(sample(text, 'latchkey_indexer_blocks{chain="eip155:31337",kind="lag"}')).toBe(0)
    // The process's own, event-loop lag among them.
    expect(sample(text, 'latchkey_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0)
    expect(sample(text, 'latchkey_process_resident_memory_bytes')).toBeGreaterThan(0)
  })

  test('error: production keeps it closed without a token, and asks for the token when set', async () => {
    const base = {
      LATCHKEY_ENV: 'production',
      LATCHKEY_PUBLIC_URL: 'https://latchkey.example',
      LATCHKEY_CORS_ORIGINS: 'https://app.example',
    }
    const closed = await start(base)
    const refused = await fetch(`${closed.url}/metrics`)
    expect(refused.status).toBe(403)
    expect((await refused.json()).error).toMatchObject({
      code: 'FORBIDDEN',
      message: 'GET /metrics is off in production until LATCHKEY_METRICS_TOKEN is set',
    })
    const token = 'a'.repeat(24)
    const guarded = await start({ ...base, LATCHKEY_METRICS_TOKEN: token })
    for (const authorization of [undefined, `Bearer ${'b'.repeat(24)}`, token])
      expect(
        (
          await fetch(`${guarded.url}/metrics`, {
            headers: authorization ? { authorization } : {},
          })
        ).status,
        authorization,
      ).toBe(401)
    const allowed = await fetch(`${guarded.url}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(allowed.status).toBe(200)
    expect(await allowed.text()).toContain('latchkey_http_requests_total')
  })

  test('error: a token too short or with spaces is refused by name', () => {
    for (const value of ['short', 'has a space in it ok'])
      expect(() => loadConfig({ LATCHKEY_METRICS_TOKEN: value })).toThrow(
        "LATCHKEY_METRICS_TOKEN must be 16 to 256 printable characters without spaces, got '(hidden)'",
      )
  })
})
