// The relay under abuse (issue 12, items 1, 2, 4 and 8), against a real server on 127.0.0.1 with
// PGlite in memory: slow readers, stored-bytes quotas, limits per address, tokens that lie about
// their audience or lifetime, and messages that are not the protocol's base64. Each limit is set
// low so that a few requests hit it.
import { randomBytes } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { connectRelayClient, type RelayTestClient } from '../../test/connectRelayClient.js'
import { loadConfig } from '../config.js'
import { createPgliteDatabase } from '../db/createPgliteDatabase.js'
import type { RelayLimits } from '../relay/relayLimits.js'
import { type StartServerReturnType, startServer } from '../startServer.js'

const limits: Partial<RelayLimits> = {
  maxQueuedBytesPerConnection: 64 * 1024,
  maxStoredBytesPerProject: 600 * 1024,
  maxConnectionsPerIp: 12,
  maxSubscriptionsPerIp: 8,
  ipRequestsPerSecond: 5,
  ipRequestBurst: 150,
  maxTokenLifetimeSeconds: 3600,
  maxClockSkewSeconds: 60,
}

let running: StartServerReturnType
let url: string
const clients: RelayTestClient[] = []
const newTopic = () => randomBytes(32).toString('hex')
const base64 = (bytes: number) => randomBytes(bytes).toString('base64')

beforeAll(async () => {
  running = await startServer({
    config: { ...loadConfig({ LATCHKEY_PORT: '0', LOG_LEVEL: 'silent' }), relayLimits: limits },
    database: await createPgliteDatabase(),
  })
  url = running.url.replace(/^http/, 'ws')
})
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
})
afterAll(() => running.close())

async function connect(parameters: Partial<Parameters<typeof connectRelayClient>[0]> = {}) {
  const client = await connectRelayClient({ url, ...parameters })
  clients.push(client)
  return client
}

describe('relay abuse', () => {
  test('item 1: a subscriber that stops reading is closed with 1013 instead of buffered for', async () => {
    // A server of its own: the loopback's socket buffers take a few megabytes before the server's
    // queue grows, more than the shared server's quotas allow.
    const own = await startServer({
      config: {
        ...loadConfig({ LATCHKEY_PORT: '0', LOG_LEVEL: 'silent' }),
        relayLimits: { maxQueuedBytesPerConnection: 256 * 1024 },
      },
      database: await createPgliteDatabase(),
    })
    try {
      const ownUrl = own.url.replace(/^http/, 'ws')
      const publisher = await connect({ url: ownUrl })
      const reader = await connect({ url: ownUrl })
      const topic = newTopic()
      await reader.request('irn_subscribe', { topic })
      const closed = new Promise<number>((resolve) => reader.socket.once('close', resolve))
      // Stops reading its socket: the server's unsent bytes for it grow until the cap.
      reader.socket.pause()
      for (let index = 0; index < 80; index++)
        expect(
          (await publisher.request('irn_publish', { topic, message: base64(150_000), ttl: 60 }))
            .result,
        ).toBe(true)
      reader.socket.resume()
      // 1013 when the close frame got through; 1006 when the server cut the socket after a second
      // of waiting for it to be read. Without the cap, all 12 MB would wait in the server's memory
      // and arrive, and the socket would stay open.
      const timeout = new Promise<string>((resolve) => setTimeout(resolve, 10_000, 'open'))
      expect([1013, 1006]).toContain(await Promise.race([closed, timeout]))
      expect(reader.unread().length).toBeLessThan(80)
    } finally {
      await Promise.all(clients.splice(0).map((client) => client.close()))
      await own.close()
    }
  })

  test('item 2: a project over its stored bytes gets "mailbox full" (-32000); other projects do not', async () => {
    const publisher = await connect({ projectId: 'greedy' })
    const topics = [newTopic(), newTopic(), newTopic(), newTopic()]
    const answers = []
    for (const topic of topics)
      answers.push(
        await publisher.request('irn_publish', { topic, message: base64(180_000), ttl: 600 }),
      )
    expect(answers.slice(0, 2).map((answer) => answer.result)).toEqual([true, true])
    expect(answers.at(-1)?.error).toMatchObject({
      code: -32000,
      message: expect.stringMatching(
        /^Mailbox full: the project keeps \d+ bytes of messages, at most 614400$/,
      ),
    })
    const other = await connect({ projectId: 'modest' })
    expect(
      (await other.request('irn_publish', { topic: newTopic(), message: base64(1000), ttl: 60 }))
        .result,
    ).toBe(true)
  })

  test('item 2: connections are limited per address (429)', async () => {
    const opened = await Promise.allSettled(Array.from({ length: 14 }, () => connect()))
    const refused = opened.filter((outcome) => outcome.status === 'rejected')
    expect(refused.length).toBeGreaterThanOrEqual(2)
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      status: 429,
      body: expect.stringContaining('Too many relay connections: at most 12 from one address'),
    })
  })

  test('item 4: a token for another relay is refused even with that relay in Host', async () => {
    const auth = await signJWT('s', 'wss://other.example', 600, generateKeyPair())
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = httpRequest(`${running.url}/?auth=${auth}&projectId=p`, {
        headers: {
          host: 'other.example',
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': randomBytes(16).toString('base64'),
        },
      })
      request.on('response', (response) => resolve(response.statusCode))
      request.on('upgrade', () => resolve(101))
      request.on('error', reject)
      request.end()
    })
    expect(status).toBe(401)
  })

  test('item 4: a token living too long, or issued ahead, is refused', async () => {
    await expect(connect({ ttlSeconds: 100 * 365 * 86_400 })).rejects.toMatchObject({
      status: 401,
      body: expect.stringContaining('more than 3600 s'),
    })
    // Issued ten years ahead: signJWT dates it now, so the token is made by hand with iat later.
    const keyPair = generateKeyPair()
    const future = Math.floor(Date.now() / 1000) + 10 * 365 * 86_400
    const realNow = Date.now
    Date.now = () => future * 1000
    const auth = await signJWT('s', url, 600, keyPair).finally(() => {
      Date.now = realNow
    })
    await expect(connect({ auth })).rejects.toMatchObject({
      status: 401,
      body: expect.stringContaining('no later than 60 s from now'),
    })
  })

  test('item 8: a message with control characters, or not base64, is -32600', async () => {
    const client = await connect()
    for (const message of ['a\u0000b', 'hello world', '<script>'])
      expect(
        (await client.request('irn_publish', { topic: newTopic(), message, ttl: 60 })).error,
      ).toEqual({ code: -32600, message: 'Invalid params: params.message must be base64' })
  })
  test('item 2: subscriptions and requests are limited per address, whatever the keys', async () => {
    // Fresh keys each time: the per-client limits would not see them as one.
    const first = await connect()
    const second = await connect()
    for (let index = 0; index < 8; index++)
      expect(
        (await (index % 2 ? first : second).request('irn_subscribe', { topic: newTopic() })).result,
      ).toEqual(expect.any(String))
    expect((await first.request('irn_subscribe', { topic: newTopic() })).error).toEqual({
      code: 3001,
      message: 'Too many subscriptions: at most 8 topics per address',
    })
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        (index % 2 ? first : second).request('irn_unsubscribe', { topic: newTopic() }),
      ),
    )
    expect(answers.filter((answer) => answer.error?.code === 3001)[0]?.error?.message).toBe(
      'Rate limit exceeded: more than 5 requests per second from one address',
    )
  })
})
