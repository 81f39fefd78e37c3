// Property-based fuzzing (fast-check) of every HTTP route and every relay method, against a real
// server on 127.0.0.1 with PGlite in memory and a local anvil. The property: whatever
// arrives, the answer is a 2xx or a 4xx with the error body (a 502/503 would say the node is
// unreachable; never a 500, never a crash), and a
// relay frame gets a result or a -32600 / -32000 / 3001 error (never -32603). LATCHKEY_FUZZ_RUNS
// sets the inputs per property (1,000 in CI, two properties: 2,000; more under bench:server).
import { type AnvilInstance, startAnvil } from '@latchkey/devchain'
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import WebSocket from 'ws'
import { loadConfig } from '../config.js'
import { createPgliteDatabase } from '../db/createPgliteDatabase.js'
import { type StartServerReturnType, startServer } from '../startServer.js'

const runs = Number(process.env.LATCHKEY_FUZZ_RUNS ?? 1_000)
let running: StartServerReturnType
let anvil: AnvilInstance

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  running = await startServer({
    config: {
      ...loadConfig({
        LATCHKEY_PORT: '0',
        LOG_LEVEL: 'silent',
        LATCHKEY_RATE_LIMIT_PER_IP: '100000000',
        LATCHKEY_RATE_LIMIT_PER_PROJECT: '100000000',
        LATCHKEY_NONCE_RATE_LIMIT_PER_IP: '100000000',
        LATCHKEY_RPC_RATE_LIMIT_PER_IP: '100000000',
        LATCHKEY_NAME_RATE_LIMIT_PER_IP: '100000000',
      }),
      chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: anvil.rpcUrl }],
      data: { indexer: { enabled: false } },
      relayLimits: {
        requestsPerSecond: 1_000_000,
        requestBurst: 1_000_000,
        ipRequestsPerSecond: 1_000_000,
        ipRequestBurst: 1_000_000,
      },
    },
    database: await createPgliteDatabase(),
  })
})
afterAll(async () => {
  await running?.close()
  await anvil?.stop()
})

const address = fc.oneof(
  fc.constant('0x000000000000000000000000000000000000bEEF'),
  fc.string({ maxLength: 50 }),
  fc.stringMatching(/^0x[0-9a-fA-F]{0,44}$/),
)
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }))
const queryValue = fc.oneof(
  text,
  fc.constantFrom('eip155:31337', 'eip155:*', '1', '0', '-1', '100', 'usd', 'true', ''),
)
const query = fc
  .dictionary(
    fc.constantFrom(
      'page',
      'entries',
      'include',
      'exclude',
      'chains',
      'search',
      'badge',
      'badgeType',
      'chainId',
      'currency',
      'forceUpdate',
      'cursor',
      'onramp',
      'sender',
      'projectId',
      'auth',
      'zone',
    ),
    queryValue,
    { maxKeys: 4 },
  )
  .map((entries) => new URLSearchParams(entries).toString())
const json = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.string({ maxLength: 60 }))
const route = fc.oneof(
  fc.record({
    method: fc.constant('GET'),
    path: fc.constantFrom(
      '/health',
      '/getWallets',
      '/getAnalyticsConfig',
      '/v1/supported-chains',
      '/',
      '/v1/siwx/session',
      '/v1/',
    ),
  }),
  address.map((value) => ({
    method: 'GET',
    path: `/v1/account/${encodeURIComponent(value)}/balance`,
  })),
  address.map((value) => ({
    method: 'GET',
    path: `/v1/account/${encodeURIComponent(value)}/history`,
  })),
  address.map((value) => ({ method: 'GET', path: `/v1/identity/${encodeURIComponent(value)}` })),
  address.map((value) => ({
    method: 'GET',
    path: `/v1/profile/reverse/${encodeURIComponent(value)}`,
  })),
  text.map((value) => ({
    method: 'GET',
    path: `/v1/profile/suggestions/${encodeURIComponent(value)}`,
  })),
  text.map((value) => ({
    method: 'GET',
    path: `/v1/profile/account/${encodeURIComponent(value)}`,
  })),
  text.map((value) => ({ method: 'GET', path: `/getWalletImage/${encodeURIComponent(value)}` })),
  text.map((value) => ({
    method: 'GET',
    path: `/public/getTokenImage/${encodeURIComponent(value)}`,
  })),
  fc.record({
    method: fc.constantFrom('POST', 'DELETE'),
    path: fc.constantFrom(
      '/v1/siwx/nonce',
      '/v1/siwx/verify',
      '/v1/siwx/session',
      '/v1/fungible/price',
      '/v1/profile/account',
      '/v1/',
    ),
  }),
)

describe('fuzz', () => {
  test('every HTTP route: no 5xx, errors in the error body', async () => {
    await fc.assert(
      fc.asyncProperty(route, query, json, async ({ method, path }, search, body) => {
        const response = await fetch(`${running.url}${path}?${search}`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: method === 'GET' ? undefined : JSON.stringify(body),
        })
        expect(response.status === 500 || response.status > 503).toBe(false)
        if (response.status >= 400) {
          const answer = (await response.json()) as { error?: { code?: unknown } }
          expect(answer.error?.code).toEqual(expect.any(String))
          expect(answer.error?.code).not.toBe('INTERNAL_ERROR')
        } else await response.arrayBuffer()
      }),
      { numRuns: runs },
    )
  }, 120_000)

  test('every relay method: a result or a protocol error, never -32603', async () => {
    const url = running.url.replace(/^http/, 'ws')
    const auth = await signJWT('fuzz', url, 600, generateKeyPair())
    const socket = new WebSocket(`${url}/?auth=${auth}&projectId=fuzz`)
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
    const answers = new Map<
      number,
      (frame: { result?: unknown; error?: { code: number } }) => void
    >()
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString())
      if (frame.method === 'irn_subscription') {
        socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
        return
      }
      answers.get(frame.id)?.(frame)
    })
    const topic = fc.oneof(fc.stringMatching(/^[0-9a-f]{64}$/), text)
    const message = fc.oneof(fc.base64String({ maxLength: 200 }), text)
    const item = fc.record(
      {
        topic,
        message,
        ttl: fc.oneof(fc.integer(), fc.constant(300), text),
        tag: fc.oneof(fc.integer(), text),
      },
      { requiredKeys: [] },
    )
    const params = fc.oneof(
      item,
      fc.record({ topic }, { requiredKeys: [] }),
      fc.record({ topics: fc.oneof(fc.array(topic, { maxLength: 5 }), json) }),
      fc.record({ messages: fc.oneof(fc.array(item, { maxLength: 3 }), json) }),
      fc.record({ subscriptions: fc.array(fc.record({ topic }), { maxLength: 3 }) }),
      fc.record(
        {
          pairingTopic: topic,
          sessionTopic: topic,
          sessionProposal: message,
          sessionProposalResponse: message,
          sessionSettlementRequest: message,
          ttl: fc.oneof(fc.constant(300), fc.integer()),
        },
        { requiredKeys: [] },
      ),
      json,
    )
    const methods = fc.oneof(
      fc.constantFrom(
        'irn_publish',
        'irn_batchPublish',
        'irn_subscribe',
        'irn_batchSubscribe',
        'irn_unsubscribe',
        'irn_batchUnsubscribe',
        'irn_fetchMessages',
        'irn_batchFetchMessages',
        'wc_proposeSession',
        'wc_approveSession',
      ),
      text,
    )
    let id = 1
    try {
      await fc.assert(
        fc.asyncProperty(methods, params, async (method, body) => {
          const frameId = id++
          const answer = await new Promise<{ result?: unknown; error?: { code: number } }>(
            (resolve) => {
              answers.set(frameId, resolve)
              socket.send(JSON.stringify({ id: frameId, jsonrpc: '2.0', method, params: body }))
            },
          )
          answers.delete(frameId)
          if (answer.error) expect([-32600, -32000, 3001]).toContain(answer.error.code)
          else expect(answer.result).toBeDefined()
        }),
        { numRuns: runs },
      )
    } finally {
      socket.close()
    }
  })
})
