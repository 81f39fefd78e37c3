// Drives every relay method through a bare WebSocket client that signs its own token
// (test/connectRelayClient.ts), against a real server on 127.0.0.1 with PGlite in a temporary
// folder. The flows of the real WalletConnect SDKs are in relayWalletConnect.test.ts, several
// nodes through Redis in createRedisFanout.test.ts.
import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { pino } from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import {
  type ConnectRelayClientParameters,
  connectRelayClient,
  type RelayTestClient,
} from '../../test/connectRelayClient.js'
import { type Config, loadConfig } from '../config.js'
import { createPgliteDatabase } from '../db/createPgliteDatabase.js'
import type { Database } from '../db/Database.js'
import { addProject } from '../projects/addProject.js'
import { removeProject } from '../projects/removeProject.js'
import { type StartServerReturnType, startServer } from '../startServer.js'
import { defaultRelayLimits, type RelayLimits } from './relayLimits.js'

const limits: Partial<RelayLimits> = {
  minTtlSeconds: 1,
  maxSubscriptionsPerConnection: 5,
  fetchMessagesPageSize: 2,
  requestsPerSecond: 10,
  requestBurst: 30,
  pingIntervalMs: 150,
  purgeIntervalMs: 150,
}

const newTopic = () => randomBytes(32).toString('hex')

let folder: string
let config: Config
let running: StartServerReturnType
let url: string
const logLines: string[] = []
const clients: RelayTestClient[] = []

beforeAll(async () => {
  // The real logger, writing to memory, so that tests can read what reaches the log.
  const logger = pino({ level: 'debug' }, { write: (line: string) => logLines.push(line) })
  folder = await mkdtemp(join(tmpdir(), 'latchkey-relay-test-'))
  config = {
    ...loadConfig({ LATCHKEY_PORT: '0', LATCHKEY_DATA_DIR: folder }),
    relayLimits: limits,
  }
  running = await startServer({ config, logger })
  url = running.url.replace(/^http/, 'ws')
})
afterAll(async () => {
  await running?.close()
  await rm(folder, { recursive: true, force: true })
})
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
})

async function connect(parameters: Partial<ConnectRelayClientParameters> = {}) {
  const client = await connectRelayClient({ url, ...parameters })
  clients.push(client)
  return client
}

/** Publishes a marker after whatever is being checked: the next message must be the marker. */
async function expectNothingBefore(
  receiver: RelayTestClient,
  publisher: RelayTestClient,
  topic: string,
) {
  const marker = `marker-${randomBytes(4).toString('hex')}`
  expect((await publisher.request('irn_publish', { topic, message: marker, ttl: 60 })).result).toBe(
    true,
  )
  expect((await receiver.nextMessage()).params?.data.message).toBe(marker)
}

describe('relay', () => {
  test('default: a publish reaches a subscriber, who acknowledges it', async () => {
    const [publisher, subscriber] = await Promise.all([connect(), connect()])
    const topic = newTopic()
    const subscribed = await subscriber.request('irn_subscribe', { topic })
    expect(subscribed.result).toBe(
      createHash('sha256')
        .update(topic + subscriber.clientId)
        .digest('hex'),
    )
    const before = Date.now()
    expect(
      await publisher.request('irn_publish', { topic, message: 'hello', ttl: 300, tag: 1108 }),
    ).toEqual({ id: expect.any(String), jsonrpc: '2.0', result: true })
    const delivered = await subscriber.nextMessage()
    expect(delivered).toEqual({
      id: expect.any(Number),
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: subscribed.result,
        data: { topic, message: 'hello', publishedAt: expect.any(Number), tag: 1108 },
      },
    })
    expect(delivered.params!.data.publishedAt).toBeGreaterThanOrEqual(before)
    // The publisher is not sent its own message.
    expect(publisher.unread()).toEqual([])
  })

  test('behavior: request ids come back exactly as sent', async () => {
    const client = await connect()
    const topic = newTopic()
    for (const id of ['"1795320518406000123"', '1795320518406000123', '7', '"x-1"']) {
      await client.request('irn_subscribe', { topic }, id)
      expect(client.frames.at(-1)!.text.startsWith(`{"id":${id},"jsonrpc":"2.0","result":`)).toBe(
        true,
      )
    }
  })

  test('behavior: irn_batchSubscribe and irn_batchPublish', async () => {
    const [publisher, subscriber] = await Promise.all([connect(), connect()])
    const topics = [newTopic(), newTopic()]
    const subscribed = await subscriber.request('irn_batchSubscribe', { topics })
    expect(subscribed.result).toEqual(
      topics.map((topic) =>
        createHash('sha256')
          .update(topic + subscriber.clientId)
          .digest('hex'),
      ),
    )
    const published = await publisher.request('irn_batchPublish', {
      messages: [
        { topic: topics[0], message: 'one', ttl: 300, tag: 1 },
        { topic: topics[1], message: 'two', ttl: 300, tag: 2 },
      ],
    })
    expect(published.result).toBe(true)
    const received = [await subscriber.nextMessage(), await subscriber.nextMessage()]
    expect(received.map((frame) => frame.params?.data)).toEqual([
      { topic: topics[0], message: 'one', publishedAt: expect.any(Number), tag: 1 },
      { topic: topics[1], message: 'two', publishedAt: expect.any(Number), tag: 2 },
    ])
  })

  test('behavior: irn_unsubscribe and irn_batchUnsubscribe stop deliveries', async () => {
    const [publisher, subscriber] = await Promise.all([connect(), connect()])
    const [first, second, kept] = [newTopic(), newTopic(), newTopic()]
    const { result: ids } = await subscriber.request('irn_batchSubscribe', {
      topics: [first, second, kept],
    })
    const [firstId, secondId] = ids as string[]
    expect(
      (await subscriber.request('irn_unsubscribe', { topic: first, id: firstId })).result,
    ).toBe(true)
    expect(
      (
        await subscriber.request('irn_batchUnsubscribe', {
          subscriptions: [{ topic: second, id: secondId }],
        })
      ).result,
    ).toBe(true)
    await publisher.request('irn_publish', { topic: first, message: 'notForYou', ttl: 60 })
    await publisher.request('irn_publish', { topic: second, message: 'norThis', ttl: 60 })
    await expectNothingBefore(subscriber, publisher, kept)
  })

  test('behavior: the mailbox delivers to clients that subscribe later', async () => {
    const publisher = await connect()
    const topic = newTopic()
    await publisher.request('irn_publish', { topic, message: 'waiting', ttl: 300, tag: 1100 })
    for (const late of [await connect(), await connect()]) {
      await late.request('irn_subscribe', { topic })
      expect((await late.nextMessage()).params?.data).toMatchObject({
        message: 'waiting',
        tag: 1100,
      })
    }
  })

  test('behavior: an acknowledged message is not delivered to that client again', async () => {
    const publisher = await connect()
    const keyPair = generateKeyPair()
    const topic = newTopic()
    await publisher.request('irn_publish', { topic, message: 'once', ttl: 300 })
    const first = await connect({ keyPair })
    await first.request('irn_subscribe', { topic })
    expect((await first.nextMessage()).params?.data.message).toBe('once')
    await first.close()
    // The same client (same key) on a new connection, as after a reconnect.
    const again = await connect({ keyPair })
    await again.request('irn_subscribe', { topic })
    await expectNothingBefore(again, publisher, topic)
    // Another client still gets it.
    const other = await connect()
    await other.request('irn_subscribe', { topic })
    expect((await other.nextMessage()).params?.data.message).toBe('once')
  })

  test('behavior: an unacknowledged message comes again on resubscribe', async () => {
    const [publisher, subscriber] = await Promise.all([connect(), connect()])
    const topic = newTopic()
    await subscriber.request('irn_subscribe', { topic })
    await publisher.request('irn_publish', { topic, message: 'ackMe', ttl: 300 })
    const unacked = await subscriber.nextMessage({ ack: false })
    await subscriber.request('irn_subscribe', { topic })
    const again = await subscriber.nextMessage()
    expect(again.params?.data).toEqual(unacked.params?.data)
    expect(again.id).not.toBe(unacked.id)
    await subscriber.request('irn_subscribe', { topic })
    await expectNothingBefore(subscriber, publisher, topic)
  })

  test('behavior: a message published twice is stored and delivered once', async () => {
    const [publisher, subscriber] = await Promise.all([connect(), connect()])
    const topic = newTopic()
    await subscriber.request('irn_subscribe', { topic })
    for (let attempt = 0; attempt < 2; attempt++)
      expect(
        (await publisher.request('irn_publish', { topic, message: 'retried', ttl: 300 })).result,
      ).toBe(true)
    expect((await subscriber.nextMessage()).params?.data.message).toBe('retried')
    await expectNothingBefore(subscriber, publisher, topic)
    const { rows } = await running.database.query(
      'select count(*)::int as count from relay_messages where topic = $1',
      [topic],
    )
    expect(rows).toEqual([{ count: 2 }])
  })

  test('behavior: irn_fetchMessages and irn_batchFetchMessages page through the mailbox', async () => {
    const [publisher, fetcher] = await Promise.all([connect(), connect()])
    const [topic, other] = [newTopic(), newTopic()]
    for (const message of ['m1', 'm2', 'm3'])
      await publisher.request('irn_publish', { topic, message, ttl: 300, tag: 7 })
    await publisher.request('irn_publish', { topic: other, message: 'o1', ttl: 300 })
    const pages = []
    for (let call = 0; call < 3; call++)
      pages.push((await fetcher.request('irn_fetchMessages', { topic })).result)
    expect(pages).toEqual([
      {
        messages: [
          { topic, message: 'm1', publishedAt: expect.any(Number), tag: 7 },
          { topic, message: 'm2', publishedAt: expect.any(Number), tag: 7 },
        ],
        hasMore: true,
      },
      {
        messages: [{ topic, message: 'm3', publishedAt: expect.any(Number), tag: 7 }],
        hasMore: false,
      },
      { messages: [], hasMore: false },
    ])
    const batch = await connect()
    expect(
      (await batch.request('irn_batchFetchMessages', { topics: [other, topic] })).result,
    ).toEqual({
      messages: [
        expect.objectContaining({ topic, message: 'm1' }),
        expect.objectContaining({ topic, message: 'm2' }),
      ],
      hasMore: true,
    })
    // Fetched counts as received: subscribing does not send those again.
    await batch.request('irn_subscribe', { topic })
    expect((await batch.nextMessage()).params?.data.message).toBe('m3')
  })

  test('behavior: wc_proposeSession and wc_approveSession subscribe the sender and publish for it', async () => {
    const [dapp, wallet] = await Promise.all([connect(), connect()])
    const [pairingTopic, sessionTopic] = [newTopic(), newTopic()]
    expect(
      (
        await dapp.request('wc_proposeSession', {
          pairingTopic,
          sessionProposal: 'proposal',
          ttl: 300,
          tag: 1100,
          prompt: true,
        })
      ).result,
    ).toBe(true)
    await wallet.request('irn_subscribe', { topic: pairingTopic })
    expect((await wallet.nextMessage()).params?.data).toMatchObject({
      topic: pairingTopic,
      message: 'proposal',
      tag: 1100,
    })
    expect(
      (
        await wallet.request('wc_approveSession', {
          sessionTopic,
          pairingTopic,
          sessionProposalResponse: 'response',
          sessionSettlementRequest: 'settlement',
          ttl: 300,
        })
      ).result,
    ).toBe(true)
    // The dapp was subscribed to the pairing topic by its proposal.
    expect((await dapp.nextMessage()).params?.data).toMatchObject({
      topic: pairingTopic,
      message: 'response',
      tag: 1101,
    })
    await dapp.request('irn_subscribe', { topic: sessionTopic })
    expect((await dapp.nextMessage()).params?.data).toMatchObject({
      topic: sessionTopic,
      message: 'settlement',
      tag: 1102,
    })
    // And the wallet to the session topic by its approval.
    await dapp.request('irn_publish', { topic: sessionTopic, message: 'request', ttl: 300 })
    expect((await wallet.nextMessage()).params?.data.message).toBe('request')
  })

  test('behavior: an expired message is not delivered, then purged', async () => {
    const [publisher, subscriber] = await Promise.all([connect(), connect()])
    const topic = newTopic()
    await publisher.request('irn_publish', { topic, message: 'short-lived', ttl: 1 })
    const count = async () =>
      (
        await running.database.query<{ count: number }>(
          `select count(*)::int as count from relay_messages where topic = $1 and message = 'short-lived'`,
          [topic],
        )
      ).rows[0]?.count
    expect(await count()).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    await subscriber.request('irn_subscribe', { topic })
    await expectNothingBefore(subscriber, publisher, topic)
    await expect.poll(count, { timeout: 2_000 }).toBe(0)
  })

  test.each([
    ['not JSON', 'hello', 'null', 'Invalid payload: not JSON'],
    ['an array', '[1]', 'null', 'Invalid payload: expected a JSON-RPC object'],
    ['no method', '{"id":5,"jsonrpc":"2.0"}', '5', 'Invalid payload: no method'],
    ['an unknown method', req(6, 'irn_nope', {}), '6', 'Invalid method: irn_nope'],
    [
      'a bad topic',
      req(7, 'irn_subscribe', { topic: 'abc' }),
      '7',
      'Invalid topic: topic must be 64 hex characters',
    ],
    [
      'no params',
      '{"id":8,"jsonrpc":"2.0","method":"irn_publish"}',
      '8',
      'Invalid params: params must be an object',
    ],
    [
      'an empty batch',
      req(9, 'irn_batchSubscribe', { topics: [] }),
      '9',
      'Invalid params: topics is empty',
    ],
    [
      'a batch of 501',
      req(10, 'irn_batchSubscribe', { topics: Array.from({ length: 501 }, newTopic) }),
      '10',
      'Invalid params: topics holds 501 items, more than 500',
    ],
    [
      'a publish without a message',
      req(11, 'irn_publish', { topic: newTopic(), ttl: 60 }),
      '11',
      'Invalid params: params.message must be a non-empty string',
    ],
  ])('behavior: %s is answered with -32600', async (_, frame, id, message) => {
    const client = await connect()
    client.sendRaw(frame)
    await expect.poll(() => client.frames.length).toBe(1)
    expect(JSON.parse(client.frames[0]!.text)).toEqual({
      id: JSON.parse(id),
      jsonrpc: '2.0',
      error: { code: -32600, message },
    })
  })

  test('behavior: a TTL out of range is refused with -32000', async () => {
    const client = await connect()
    const topic = newTopic()
    const maximum = defaultRelayLimits.maxTtlSeconds
    expect((await client.request('irn_publish', { topic, message: 'm', ttl: 0 })).error).toEqual({
      code: -32000,
      message: 'TTL too short: 0 s, less than 1 s',
    })
    expect(
      (await client.request('irn_publish', { topic, message: 'm', ttl: maximum + 1 })).error,
    ).toEqual({ code: -32000, message: `TTL too long: ${maximum + 1} s, more than ${maximum} s` })
    expect(
      (await client.request('irn_publish', { topic, message: 'm', ttl: maximum })).result,
    ).toBe(true)
  })

  test('behavior: a message over 256 KiB is refused; a frame over 1 MiB closes the socket', async () => {
    const client = await connect()
    const topic = newTopic()
    const limit = defaultRelayLimits.maxMessageBytes
    expect(
      (await client.request('irn_publish', { topic, message: 'a'.repeat(limit), ttl: 60 })).result,
    ).toBe(true)
    expect(
      (await client.request('irn_publish', { topic, message: 'b'.repeat(limit + 1), ttl: 60 }))
        .error,
    ).toEqual({
      code: -32600,
      message: `Message too large: ${limit + 1} bytes, more than ${limit}`,
    })
    const closed = new Promise((resolve) => client.socket.once('close', resolve))
    client.sendRaw(req(1, 'irn_publish', { topic, message: 'c'.repeat(1024 * 1024), ttl: 60 }))
    expect(await closed).toBe(1009)
  })

  test('behavior: too many subscriptions, then too many requests, are refused with 3001', async () => {
    const client = await connect()
    const topics = Array.from({ length: 5 }, newTopic)
    expect((await client.request('irn_batchSubscribe', { topics })).result).toHaveLength(5)
    expect((await client.request('irn_subscribe', { topic: newTopic() })).error).toEqual({
      code: 3001,
      message: 'Too many subscriptions: at most 5 topics per connection',
    })
    // Already subscribed topics do not count twice.
    expect((await client.request('irn_subscribe', { topic: topics[0] })).result).toEqual(
      expect.any(String),
    )
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => client.request('irn_subscribe', { topic: topics[1] })),
    )
    const refused = burst.filter((response) => response.error)
    expect(refused.length).toBeGreaterThan(0)
    expect(refused[0]!.error).toEqual({
      code: 3001,
      message: 'Rate limit exceeded: more than 10 requests per second',
    })
  })

  test('behavior: a socket that stops answering pings is closed', async () => {
    const silent = await connect({ autoPong: false })
    const answering = await connect()
    const closed = new Promise((resolve) => silent.socket.once('close', resolve))
    expect(await closed).toBe(1006)
    expect(answering.socket.readyState).toBe(answering.socket.OPEN)
  })

  test.each([
    ['no token', { auth: '' }, 'Missing auth: connect with ?auth=<JWT>'],
    ['a token that is not a JWT', { auth: 'abc.def' }, 'Invalid auth: not a relay JWT'],
    ['a token signed by another key', 'swapped', 'Invalid auth: bad signature'],
    ['an expired token', { ttlSeconds: -10 }, 'Invalid auth: the token has expired'],
  ] as const)('behavior: %s is refused with 401', async (_, parameters, message) => {
    const options =
      parameters === 'swapped'
        ? { auth: await swappedSignature(url) }
        : (parameters as Partial<ConnectRelayClientParameters>)
    await expect(connect(options)).rejects.toMatchObject({
      status: 401,
      body: JSON.stringify({ error: { code: 'UNAUTHORIZED', message } }),
    })
  })

  test.each([
    [
      'a token of other characters',
      { auth: 'not a token!' },
      'auth must be a JWT: base64url parts joined by dots',
    ],
    [
      'an oversized token',
      { auth: `${'a'.repeat(2000)}.${'b'.repeat(100)}` },
      'auth must be at most 2048 characters, got 2101',
    ],
    [
      'a token given twice',
      { extraQuery: 'auth=abc.def' },
      'auth must be given once, got it 2 times',
    ],
    [
      'a malformed project id',
      { projectId: 'my project' },
      'projectId must be 1 to 64 letters, digits, hyphens and underscores, starting with a letter or digit',
    ],
    [
      'an oversized user agent',
      { extraQuery: `ua=${'u'.repeat(600)}` },
      'ua must be at most 512 characters, got 600',
    ],
  ] as const)(
    'behavior: %s is refused with 400 naming the parameter',
    async (_, parameters, message) => {
      await expect(connect(parameters)).rejects.toMatchObject({
        status: 400,
        body: JSON.stringify({ error: { code: 'INVALID_PARAMETER', message } }),
      })
      expect(logLines.join('')).toContain(`"reason":"${message}"`)
    },
  )

  test('behavior: the query WalletConnect sends beyond auth, projectId and ua is accepted', async () => {
    const client = await connect({
      extraQuery: 'ua=wc-2%2Fjs-2.17.0%2Fbrowser%2Fchrome&useOnCloseEvent=true&origin=x',
    })
    expect(client.socket.readyState).toBe(client.socket.OPEN)
  })

  test('behavior: the token must be for this relay; a trailing slash is the same URL', async () => {
    await expect(connect({ audience: 'wss://relay.walletconnect.org' })).rejects.toMatchObject({
      status: 401,
      body: expect.stringContaining(
        'Invalid auth: the token is for wss://relay.walletconnect.org, not this relay',
      ),
    })
    await expect(connect({ audience: `${url}/` })).resolves.toBeDefined()
  })

  test('behavior: a plain GET / answers JSON, other paths refuse upgrades, tokens stay out of the log', async () => {
    const response = await fetch(`${running.url}/?auth=secret-token-1&projectId=p`)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ service: 'relay', protocol: 'irn' })
    await expect(connect({ auth: 'secret-token-2.x' })).rejects.toMatchObject({ status: 401 })
    await expect(connect({ url: `${url}/elsewhere` })).rejects.toMatchObject({
      status: 404,
      body: expect.stringContaining('No WebSocket endpoint at /elsewhere/'),
    })
    const log = logLines.join('')
    expect(log).toContain('auth=[redacted]&projectId=p')
    expect(log).toContain('relay: connection refused')
    expect(log).not.toMatch(/secret-token/)
  })

  test('behavior: with projects configured, the project id and Origin are checked', async () => {
    const allowed = 'http://localhost:5173'
    await addProject(running.database, { id: 'relay-test', origins: [allowed] })
    running.server.projectAccess.invalidate()
    try {
      await expect(connect({ projectId: 'unknown' })).rejects.toMatchObject({
        status: 401,
        body: expect.stringContaining('INVALID_PROJECT_ID'),
      })
      await expect(
        connect({ projectId: 'relay-test', headers: { origin: 'https://evil.example' } }),
      ).rejects.toMatchObject({ status: 403, body: expect.stringContaining('ORIGIN_NOT_ALLOWED') })
      await expect(
        connect({ projectId: 'relay-test', headers: { origin: allowed } }),
      ).resolves.toBeDefined()
    } finally {
      await removeProject(running.database, { id: 'relay-test' })
      running.server.projectAccess.invalidate()
    }
  })

  test('behavior: subscribers get a publish while the mailbox writes it; the publisher is answered after', async () => {
    const database = await createPgliteDatabase()
    // The mailbox's write of a message waits until the test lets it go.
    let holding = true
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const gated: Database = {
      ...database,
      query: async (sql, params) => {
        if (holding && sql.includes('insert into relay_messages')) await held
        return database.query(sql, params)
      },
    }
    const own = await startServer({ config, database: gated })
    try {
      const ownUrl = own.url.replace(/^http/, 'ws')
      const topic = newTopic()
      const [subscriber, publisher, late] = await Promise.all([
        connect({ url: ownUrl }),
        connect({ url: ownUrl }),
        connect({ url: ownUrl }),
      ])
      await subscriber.request('irn_subscribe', { topic })
      const answer = publisher.request('irn_publish', { topic, message: 'early', ttl: 60 })
      expect((await subscriber.nextMessage()).params?.data.message).toBe('early')
      // Subscribed after the delivery, before the write: it gets the message all the same.
      await late.request('irn_subscribe', { topic })
      expect((await late.nextMessage()).params?.data.message).toBe('early')
      expect(publisher.frames.filter(({ frame }) => frame.result !== undefined)).toEqual([])
      holding = false
      release()
      expect((await answer).result).toBe(true)
    } finally {
      release()
      await own.close()
      await database.close()
    }
  })

  // Last: it restarts the server the other tests use, on the same folder and port.
  test('behavior: what was published before a restart is delivered after it; acks survive too', async () => {
    const [topic, acked] = [newTopic(), newTopic()]
    const subscriberKey = generateKeyPair()
    const publisher = await connect()
    const subscriber = await connect({ keyPair: subscriberKey })
    await subscriber.request('irn_subscribe', { topic: acked })
    await publisher.request('irn_publish', { topic: acked, message: 'seen', ttl: 300 })
    await subscriber.nextMessage()
    expect(
      (await publisher.request('irn_publish', { topic, message: 'survives', ttl: 300 })).result,
    ).toBe(true)
    const closedByServer = new Promise((resolve) => subscriber.socket.once('close', resolve))
    await running.close()
    expect(await closedByServer).toBe(1001)

    running = await startServer({ config: { ...config, port: Number(new URL(url).port) } })
    const again = await connect({ keyPair: subscriberKey })
    await again.request('irn_batchSubscribe', { topics: [acked, topic] })
    expect((await again.nextMessage()).params?.data).toMatchObject({ topic, message: 'survives' })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(again.unread()).toEqual([])
  })
})

function req(id: number, method: string, params: unknown) {
  return JSON.stringify({ id, jsonrpc: '2.0', method, params })
}

/** A well-formed token whose signature is another key's: right shape, wrong signer. */
async function swappedSignature(audience: string) {
  const [mine, theirs] = await Promise.all([
    signJWT('test-subject', audience, 3600, generateKeyPair()),
    signJWT('test-subject', audience, 3600, generateKeyPair()),
  ])
  const [header, payload] = mine.split('.')
  return `${header}.${payload}.${theirs.split('.')[2]}`
}
