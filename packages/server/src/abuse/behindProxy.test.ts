// The server behind a TLS proxy (issue 35, item 5), against real servers on 127.0.0.1 with
// PGlite in memory: the test itself plays the proxy, setting X-Forwarded-For as one would. With
// LATCHKEY_TRUST_PROXY naming it, two clients behind it get two budgets; without it, a forged
// header changes nothing. The probes never share the clients' budget.
import { afterEach, describe, expect, test } from 'vitest'
import { connectRelayClient, type RelayTestClient } from '../../test/connectRelayClient.js'
import { type ConfigEnvironment, loadConfig } from '../config.js'
import { createPgliteDatabase } from '../db/createPgliteDatabase.js'
import { ConfigError } from '../errors/config.js'
import { type StartServerReturnType, startServer } from '../startServer.js'

const servers: StartServerReturnType[] = []
const sockets: RelayTestClient[] = []
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()))
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function start(env: ConfigEnvironment) {
  const server = await startServer({
    config: loadConfig({ LATCHKEY_PORT: '0', LOG_LEVEL: 'silent', ...env }),
    database: await createPgliteDatabase(),
  })
  servers.push(server)
  return server
}

/** The statuses of `count` requests to `path`, each sent as from `forwardedFor` when given. */
async function statuses(url: string, path: string, count: number, forwardedFor?: string) {
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}
  const answers: number[] = []
  for (let index = 0; index < count; index++)
    answers.push((await fetch(`${url}${path}`, { headers })).status)
  return answers
}

describe('LATCHKEY_TRUST_PROXY', () => {
  test('parameters: a hop count, or addresses and CIDR ranges; anything else is refused by name', () => {
    expect(loadConfig({ LATCHKEY_TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ LATCHKEY_TRUST_PROXY: '10.0.0.0/8, ::1,127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      '127.0.0.1',
    ])
    expect(loadConfig({}).trustProxy).toBeUndefined()
    for (const value of ['yes', '0', '10.0.0.0/33', '::1/129', '10.0.0.1/8/2', '300.1.1.1'])
      expect(() => loadConfig({ LATCHKEY_TRUST_PROXY: value }), value).toThrow(
        new ConfigError(
          'LATCHKEY_TRUST_PROXY',
          value,
          'a number of proxy hops (1 to 99) or proxy addresses and CIDR ranges separated by commas (10.0.0.0/8,::1)',
        ),
      )
  })

  test('behavior: with the proxy trusted, two clients behind it get two budgets', async () => {
    const server = await start({ LATCHKEY_RATE_LIMIT_PER_IP: '3', LATCHKEY_TRUST_PROXY: '1' })
    expect(await statuses(server.url, '/getAnalyticsConfig', 4, '203.0.113.1')).toEqual([
      200, 200, 200, 429,
    ])
    expect(await statuses(server.url, '/getAnalyticsConfig', 4, '203.0.113.2')).toEqual([
      200, 200, 200, 429,
    ])
  })

  test('behavior: unset, a forged X-Forwarded-For changes nothing', async () => {
    const server = await start({ LATCHKEY_RATE_LIMIT_PER_IP: '3' })
    expect(await statuses(server.url, '/getAnalyticsConfig', 3, '203.0.113.1')).toEqual([
      200, 200, 200,
    ])
    // Another forwarded address from the same connection: the same budget, spent.
    expect(await statuses(server.url, '/getAnalyticsConfig', 1, '203.0.113.2')).toEqual([429])
    expect(await statuses(server.url, '/getAnalyticsConfig', 1)).toEqual([429])
  })

  test('behavior: a proxy not in the list is not believed', async () => {
    const server = await start({
      LATCHKEY_RATE_LIMIT_PER_IP: '2',
      LATCHKEY_TRUST_PROXY: '10.0.0.0/8',
    })
    expect(await statuses(server.url, '/getAnalyticsConfig', 2, '203.0.113.1')).toEqual([200, 200])
    expect(await statuses(server.url, '/getAnalyticsConfig', 1, '203.0.113.2')).toEqual([429])
  })

  test('behavior: the probes stay out of the client limits', async () => {
    const server = await start({ LATCHKEY_RATE_LIMIT_PER_IP: '2' })
    expect(await statuses(server.url, '/getAnalyticsConfig', 3)).toEqual([200, 200, 429])
    const health = await statuses(server.url, '/health', 5)
    expect(health).toEqual([200, 200, 200, 200, 200])
    // Nor do they spend it: a probe after a client's refusal is still answered.
    expect(await statuses(server.url, '/health?projectId=p1', 1)).toEqual([200])
  })

  test('behavior: the relay counts sockets per forwarded client when the proxy is trusted', async () => {
    const server = await start({
      LATCHKEY_RELAY_MAX_CONNECTIONS_PER_IP: '1',
      LATCHKEY_TRUST_PROXY: '127.0.0.1',
    })
    const url = server.url.replace(/^http/, 'ws')
    const as = (address: string) => ({ url, headers: { 'x-forwarded-for': address } })
    sockets.push(await connectRelayClient(as('203.0.113.1')))
    sockets.push(await connectRelayClient(as('203.0.113.2')))
    await expect(connectRelayClient(as('203.0.113.1'))).rejects.toThrow(
      /Too many relay connections: at most 1 from one address/,
    )
  })
})
