// Two real server processes on one PostgreSQL database and one Redis, behind a TCP balancer, with a
// dapp and a wallet (the WalletConnect SDK, Reown WalletKit) in a session through it. Each node is
// restarted in turn with a real SIGTERM while requests and events flow both ways, then one is
// killed with SIGKILL: nothing the relay acknowledged may be lost, and the session must live on.
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import {
  createWalletConnectTestWallet,
  devAccounts,
  type WalletConnectTestWallet,
} from '@latchkey/devchain'
import SignClient from '@walletconnect/sign-client'
import { type Hex, toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createTempDatabase } from '../../test/createTempDatabase.js'
import { getFreePort } from '../../test/getFreePort.js'
import { getTestPostgres } from '../../test/getTestPostgres.js'
import { getTestRedis } from '../../test/getTestRedis.js'
import { type ServerNode, spawnServerNode } from '../../test/spawnServerNode.js'
import { startTcpBalancer, type TcpBalancer } from '../../test/startTcpBalancer.js'

const postgres = getTestPostgres()
const redis = getTestRedis()
const enabled = postgres.enabled && redis.enabled
const skipReason = !postgres.enabled ? postgres.reason : !redis.enabled ? redis.reason : ''

/** How long one request or event may take to arrive, restarts included, before the test fails. */
const deliveryTimeoutMs = 30_000
/** Most round trips one traffic run sends: the test stays bounded whatever happens. */
const maxRoundTrips = 400

describe.skipIf(!enabled)(
  `a two-node cluster behind a balancer${enabled ? '' : ` (skipped: ${skipReason})`}`,
  () => {
    const cleanups: (() => Promise<unknown>)[] = []
    const ports: number[] = []
    const nodes: ServerNode[] = []
    let env: Record<string, string>
    let balancer: TcpBalancer
    let dapp: SignClient
    let wallet: WalletConnectTestWallet
    let topic: string
    /** Each client's relay disconnections and how long each took to reconnect, in ms. */
    const reconnects: { client: string; ms: number }[] = []

    beforeAll(async () => {
      if (!enabled) return
      const packageDir = fileURLToPath(new URL('../..', import.meta.url))
      const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
      await promisify(execFile)(process.execPath, [tsc, '-b', packageDir])
      const postgresServer = await postgres.start()
      cleanups.push(() => postgresServer.stop())
      const database = await createTempDatabase(postgresServer.url)
      cleanups.push(() => database.drop())
      const redisServer = await redis.start()
      cleanups.push(() => redisServer.stop())
      ports.push(await getFreePort(), await getFreePort())
      balancer = await startTcpBalancer(ports)
      cleanups.push(() => balancer.close())
      env = {
        DATABASE_URL: database.url,
        REDIS_URL: redisServer.url,
        // The relay token's audience: the address clients reach, the balancer's.
        LATCHKEY_PUBLIC_URL: `http://127.0.0.1:${balancer.port}`,
        LATCHKEY_SHUTDOWN_GRACE_MS: '5000',
        // Both SDK clients publish as fast as answers come: above the default per-client rate.
        LATCHKEY_RELAY_REQUESTS_PER_SECOND: '1000',
        LOG_LEVEL: 'warn',
      }
      cleanups.push(async () => {
        for (const node of nodes) node.child.kill('SIGKILL')
      })
      // One after the other: the first applies the migrations.
      for (const index of [0, 1]) await startNode(index)
      await openSession()
    }, 180_000)

    afterAll(async () => {
      await wallet?.close()
      dapp?.core.heartbeat.stop()
      await dapp?.core.relayer.transportClose().catch(() => {})
      for (const cleanup of cleanups.reverse()) await cleanup()
    })

    async function startNode(index: number) {
      nodes[index] = spawnServerNode({ ...env, LATCHKEY_PORT: String(ports[index]) })
      await nodes[index].listening
    }

    async function openSession() {
      const relayUrl = `ws://127.0.0.1:${balancer.port}`
      dapp = await SignClient.init({
        projectId: 'latchkey-test-dapp',
        relayUrl,
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
      wallet = await createWalletConnectTestWallet({
        relayUrl,
        privateKey: devAccounts[1]!.privateKey,
        chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }],
      })
      watchReconnects('dapp', dapp.core.relayer)
      watchReconnects('wallet', wallet.walletKit.core.relayer)
      const { uri, approval } = await dapp.connect({
        optionalNamespaces: {
          eip155: {
            chains: ['eip155:31337'],
            methods: ['personal_sign'],
            events: ['accountsChanged'],
          },
        },
      })
      await wallet.pair(uri!)
      const [session] = await Promise.all([approval(), wallet.approveNext()])
      topic = session.topic
    }

    function watchReconnects(client: string, relayer: SignClient['core']['relayer']) {
      let lostAt: number | undefined
      relayer.on('relayer_disconnect', () => {
        lostAt ??= performance.now()
      })
      relayer.on('relayer_connect', () => {
        if (lostAt === undefined) return
        reconnects.push({ client, ms: Math.round(performance.now() - lostAt) })
        lostAt = undefined
      })
    }

    /** One signed round trip dapp → wallet → dapp, checked; fails if it takes too long. */
    async function sign(text: string): Promise<void> {
      const message = toHex(text)
      const signature = await within(
        dapp.request<Hex>({
          topic,
          chainId: 'eip155:31337',
          request: { method: 'personal_sign', params: [message, wallet.address] },
        }),
        `the answer to "${text}"`,
      )
      expect(
        await verifyMessage({ address: wallet.address, message: { raw: message }, signature }),
      ).toBe(true)
    }

    /**
     * Requests (dapp → wallet, answered wallet → dapp) and `accountsChanged` events (wallet →
     * dapp) sent back to back until `stop()`. Every request must be answered and every event the
     * relay acknowledged (its emit resolved) received.
     */
    function startTraffic(name: string) {
      const counts = { sent: 0, answered: 0, emitted: 0, received: 0 }
      const onEvent = (event: { topic: string; params: { event: { name: string } } }) => {
        if (event.topic === topic && event.params.event.name === 'accountsChanged')
          counts.received++
      }
      dapp.on('session_event', onEvent)
      let stopping = false
      let ended: { error: unknown } | undefined
      const running = (async () => {
        while (!stopping && counts.sent < maxRoundTrips) {
          counts.sent++
          const emitting = within(wallet.emitAccountsChanged(), 'an event').then(() => {
            counts.emitted++
          })
          await sign(`${name} ${counts.sent}`)
          counts.answered++
          await emitting
        }
      })()
      running.then(
        () => {
          ended = { error: new Error(`the traffic stopped after ${maxRoundTrips} round trips`) }
        },
        (error: unknown) => {
          ended = { error }
        },
      )
      return {
        counts,
        /** Resolves once `count` more round trips are answered. */
        async flowing(count: number) {
          const target = counts.answered + count
          await vi.waitFor(
            () => {
              if (ended) throw ended.error
              expect(counts.answered).toBeGreaterThanOrEqual(target)
            },
            { timeout: deliveryTimeoutMs, interval: 20 },
          )
        },
        async stop() {
          stopping = true
          await running
          // Events acknowledged by the relay, all of them delivered.
          await vi.waitFor(() => expect(counts.received).toBe(counts.emitted), {
            timeout: deliveryTimeoutMs,
            interval: 20,
          })
          dapp.off('session_event', onEvent)
          return counts
        },
      }
    }

    /** Stops node `index` with `signal`, sends a request meanwhile, and starts it again. */
    async function restartNode(index: number, signal: NodeJS.Signals) {
      const node = nodes[index]!
      const stoppedAt = performance.now()
      node.child.kill(signal)
      const during = sign(`sent while node ${index} ${signal === 'SIGKILL' ? 'died' : 'stopped'}`)
      const code = await node.exited
      const downMs = Math.round(performance.now() - stoppedAt)
      await startNode(index)
      const answerMs = await during.then(() => Math.round(performance.now() - stoppedAt))
      return { code, downMs, answerMs }
    }

    function expectSessionAlive() {
      expect(dapp.session.getAll().map((session) => session.topic)).toContain(topic)
      expect(wallet.sessions().map((session) => session.topic)).toContain(topic)
    }

    test('behavior: a rolling restart (SIGTERM A, then B) loses nothing and keeps the session', async () => {
      const traffic = startTraffic('rolling')
      await traffic.flowing(5)
      const restarts = []
      for (const index of [0, 1]) {
        // Each node stopped serves clients: the dapp's first socket went to A, everything to B
        // while A was down.
        expect(balancer.active(ports[index]!)).toBeGreaterThan(0)
        const restart = await restartNode(index, 'SIGTERM')
        expect(restart.code).toBe(0)
        restarts.push(restart)
        await traffic.flowing(5)
      }
      const counts = await traffic.stop()
      expect(counts.answered).toBe(counts.sent)
      expectSessionAlive()
      await sign('after the rolling restart')
      console.info(
        `rolling restart figures: ${JSON.stringify({ ...counts, restarts, reconnects: reconnects.splice(0) })}`,
      )
    }, 180_000)

    test('behavior: a node killed with SIGKILL mid-session: the other serves, nothing acknowledged is lost', async () => {
      const traffic = startTraffic('killed')
      await traffic.flowing(5)
      const victim = balancer.active(ports[0]!) > 0 ? 0 : 1
      const restart = await restartNode(victim, 'SIGKILL')
      expect(restart.code).toBe(null)
      await traffic.flowing(5)
      const counts = await traffic.stop()
      expect(counts.answered).toBe(counts.sent)
      expectSessionAlive()
      console.info(
        `kill -9 figures: ${JSON.stringify({ ...counts, victim, restart, reconnects: reconnects.splice(0) })}`,
      )
    }, 120_000)
  },
)

/** `promise`, or a failure naming `what` once `deliveryTimeoutMs` passed without it. */
function within<value>(promise: Promise<value>, what: string): Promise<value> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${what} did not arrive within ${deliveryTimeoutMs} ms`)),
        deliveryTimeoutMs,
      )
    }),
  ]).finally(() => clearTimeout(timer))
}
