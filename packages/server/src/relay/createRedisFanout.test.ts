// Two relay nodes behind one Redis, as a deployment with several nodes runs: a real redis-server
// (test/startRedis.ts) and one shared database, PostgreSQL when the PostgreSQL tests are on (as in
// production), else one PGlite that both nodes of this process share.
import { randomBytes } from 'node:crypto'
import { createWalletConnectTestWallet, devAccounts } from '@latchkey/devchain'
import SignClient from '@walletconnect/sign-client'
import type { FastifyInstance } from 'fastify'
import { type Hex, toHex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { connectRelayClient, type RelayTestClient } from '../../test/connectRelayClient.js'
import { createTempDatabase } from '../../test/createTempDatabase.js'
import { getTestPostgres } from '../../test/getTestPostgres.js'
import { getTestRedis } from '../../test/getTestRedis.js'
import { loadConfig } from '../config.js'
import { createServer } from '../createServer.js'
import { createPgliteDatabase } from '../db/createPgliteDatabase.js'
import { createPostgresDatabase } from '../db/createPostgresDatabase.js'
import type { Database } from '../db/Database.js'

const redis = getTestRedis()
const postgres = getTestPostgres()

describe.skipIf(!redis.enabled)(
  `relay nodes through Redis (${redis.enabled ? (postgres.enabled ? 'on PostgreSQL' : 'on one PGlite') : `skipped: ${redis.reason}`})`,
  () => {
    const cleanups: (() => Promise<unknown>)[] = []
    let database: Database
    let nodes: { server: FastifyInstance; url: string }[]
    const clients: RelayTestClient[] = []

    beforeAll(async () => {
      if (!redis.enabled) return
      const redisServer = await redis.start()
      cleanups.push(() => redisServer.stop())
      if (postgres.enabled) {
        const postgresServer = await postgres.start()
        cleanups.push(() => postgresServer.stop())
        const temporary = await createTempDatabase(postgresServer.url)
        cleanups.push(() => temporary.drop())
        database = await createPostgresDatabase({ url: temporary.url })
      } else {
        database = await createPgliteDatabase()
      }
      cleanups.push(() => database.close())
      const config = {
        ...loadConfig({ LATCHKEY_PORT: '0', LOG_LEVEL: 'silent', REDIS_URL: redisServer.url }),
        relayLimits: { pingIntervalMs: 1_000 },
      }
      nodes = await Promise.all(
        [1, 2].map(async () => {
          const server = createServer({ config, database })
          const address = await server.listen({ host: '127.0.0.1', port: 0 })
          cleanups.push(() => server.close())
          return { server, url: address.replace(/^http/, 'ws') }
        }),
      )
    })
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup()
    })
    afterEach(async () => {
      await Promise.all(clients.splice(0).map((client) => client.close()))
    })

    async function connect(node: 0 | 1) {
      const client = await connectRelayClient({ url: nodes[node]!.url })
      clients.push(client)
      return client
    }
    const newTopic = () => randomBytes(32).toString('hex')

    test('default: a publish on one node reaches subscribers on the other', async () => {
      const [onFirst, onSecond] = await Promise.all([connect(0), connect(1)])
      const topic = newTopic()
      await Promise.all([
        onFirst.request('irn_subscribe', { topic }),
        onSecond.request('irn_subscribe', { topic }),
      ])
      const publisher = await connect(1)
      await publisher.request('irn_publish', { topic, message: 'fromNode2', ttl: 60, tag: 3 })
      for (const subscriber of [onFirst, onSecond])
        expect((await subscriber.nextMessage()).params?.data).toMatchObject({
          topic,
          message: 'fromNode2',
          tag: 3,
        })
      await onSecond.request('irn_publish', { topic, message: 'fromNode2again', ttl: 60 })
      expect((await onFirst.nextMessage()).params?.data.message).toBe('fromNode2again')
      // The publisher's own socket is still left out, across nodes too.
      expect(onSecond.unread()).toEqual([])
    })

    test('behavior: the mailbox is shared: a late subscriber on the other node gets the message', async () => {
      const publisher = await connect(0)
      const topic = newTopic()
      await publisher.request('irn_publish', { topic, message: 'kept', ttl: 60 })
      const late = await connect(1)
      await late.request('irn_subscribe', { topic })
      expect((await late.nextMessage()).params?.data.message).toBe('kept')
    })

    test('behavior: after unsubscribing, nothing more comes from the other node', async () => {
      const [subscriber, publisher] = await Promise.all([connect(0), connect(1)])
      const [dropped, kept] = [newTopic(), newTopic()]
      await subscriber.request('irn_batchSubscribe', { topics: [dropped, kept] })
      await subscriber.request('irn_unsubscribe', { topic: dropped })
      await publisher.request('irn_publish', { topic: dropped, message: 'dropped', ttl: 60 })
      await publisher.request('irn_publish', { topic: kept, message: 'kept', ttl: 60 })
      expect((await subscriber.nextMessage()).params?.data.message).toBe('kept')
    })

    test('behavior: a dapp on one node and a wallet on the other make a session and sign', async () => {
      const dapp = await SignClient.init({
        projectId: 'latchkey-test-dapp',
        relayUrl: nodes[0]!.url,
        customStoragePrefix: `dapp-${randomBytes(4).toString('hex')}`,
        telemetryEnabled: false,
        metadata: {
          name: 'Test Dapp',
          description: 'A dapp',
          url: 'https://dapp.invalid',
          icons: [],
        },
      })
      dapp.core.verify.register = async () => ''
      const wallet = await createWalletConnectTestWallet({
        relayUrl: nodes[1]!.url,
        privateKey: devAccounts[1]!.privateKey,
        chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }],
      })
      try {
        const { uri, approval } = await dapp.connect({
          optionalNamespaces: {
            eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] },
          },
        })
        await wallet.pair(uri!)
        const [session] = await Promise.all([approval(), wallet.approveNext()])
        const message = toHex('across nodes')
        const signature = await dapp.request<Hex>({
          topic: session.topic,
          chainId: 'eip155:31337',
          request: { method: 'personal_sign', params: [message, wallet.address] },
        })
        expect(
          await verifyMessage({ address: wallet.address, message: { raw: message }, signature }),
        ).toBe(true)
      } finally {
        await wallet.close()
        dapp.core.heartbeat.stop()
        await dapp.core.relayer.transportClose()
      }
    })
  },
)
