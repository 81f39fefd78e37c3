import type { FastifyBaseLogger } from 'fastify'
import type { WebSocket } from 'ws'
import type { Database } from '../db/Database.js'
import type { RelayMetrics } from '../metrics/createMetrics.js'
import type { Tracing } from '../tracing/Tracing.js'
import { createAckBuffer } from './createAckBuffer.js'
import { createFrameHandler } from './createFrameHandler.js'
import { createLocalFanout } from './createLocalFanout.js'
import { createMailbox } from './createMailbox.js'
import { createRedisFanout } from './createRedisFanout.js'
import { createRelayMethods } from './createRelayMethods.js'
import { createRelayOutbox } from './createRelayOutbox.js'
import { createRelayPublisher } from './createRelayPublisher.js'
import { createRelayRateLimits } from './createRelayRateLimits.js'
import { createRelaySockets } from './createRelaySockets.js'
import { createRelayTopics } from './createRelayTopics.js'
import { createTaskTracker } from './createTaskTracker.js'
import { createUnstoredMessages } from './createUnstoredMessages.js'
import type { RelayClient } from './RelayClient.js'
import type { RelayConnection } from './RelayConnection.js'
import type { RelayDelivery, RelayFanout } from './RelayFanout.js'
import type { RelayLimits } from './relayLimits.js'

/** Parameters of `createRelayNode`. */
export type CreateRelayNodeParameters = {
  database: Database
  limits: RelayLimits
  log: FastifyBaseLogger
  /** With one, deliveries reach the clients of every node sharing this Redis. */
  redisUrl?: string | undefined
  /** The server's relay counters. */
  metrics?: RelayMetrics | undefined
  /** The server's traces, when on. */
  tracing?: Tracing | undefined
}

/** One relay node: its clients' connections, their subscriptions, and delivery to them. */
export type RelayNode = {
  readonly fanout: RelayFanout['kind']
  /** Serves a client on an accepted WebSocket until it closes. */
  accept(socket: WebSocket, client: RelayClient): void
  /** How many sockets are open from one address (checked before an upgrade is accepted). */
  connectionsFrom(ip: string): number
  /** The sockets open on this node and the topics they subscribe to. */
  stats(): { sockets: number; subscriptions: number }
  /** Closes every connection, finishes the requests under way, stops timers and Redis. */
  close(): Promise<void>
}

// How long a closing socket has to answer before it is cut (shutdown, or a reader too slow).
const closeGraceMs = 1_000

/** Starts a relay node on the server's database, with Redis fan-out when `redisUrl` is given. */
export async function createRelayNode(parameters: CreateRelayNodeParameters): Promise<RelayNode> {
  const { database, limits, log } = parameters
  const tasks = createTaskTracker()
  const mailbox = createMailbox(database, limits)
  const rateLimits = createRelayRateLimits(limits)
  const outbox = createRelayOutbox({ limits, closeGraceMs, metrics: parameters.metrics })
  // Other nodes' deliveries come through `fanout`; this node's own are delivered by `publish`.
  const fanout = parameters.redisUrl
    ? await createRedisFanout({
        url: parameters.redisUrl,
        onDelivery: deliverLive,
        onError: (error) => log.warn({ err: error }, 'relay: Redis connection error'),
      })
    : createLocalFanout()
  const topics = createRelayTopics<RelayConnection>({ limits, fanout })
  const unstored = createUnstoredMessages()
  const acks = createAckBuffer({ mailbox, log, tasks })
  const publisher = createRelayPublisher({ mailbox, fanout, unstored, deliverLive, log })
  const publish: typeof publisher = (connection, item) => {
    parameters.metrics?.publishes.inc()
    return publisher(connection, item)
  }
  const methods = createRelayMethods({ limits, mailbox, topics, acks, unstored, outbox, publish })
  const sockets = createRelaySockets({
    log,
    closeGraceMs,
    onMessage: createFrameHandler({
      limits,
      outbox,
      acks,
      rateLimits,
      methods,
      tasks,
      tracing: parameters.tracing,
    }),
    onClose: (connection) => topics.unsubscribe(connection, [...connection.topics]),
  })

  function deliverLive(delivery: RelayDelivery) {
    for (const connection of topics.subscribersOf(delivery.topic))
      if (connection.id !== delivery.origin) outbox.deliver(connection, delivery)
  }

  const pingTimer = setInterval(() => {
    sockets.ping()
    rateLimits.sweep()
  }, limits.pingIntervalMs)
  const purgeTimer = setInterval(() => {
    tasks.track(
      mailbox.purgeExpired().then(
        (count) => count > 0 && log.debug({ count }, 'relay: purged expired messages'),
        (error: unknown) => log.error({ err: error }, 'relay: purging expired messages failed'),
      ),
    )
  }, limits.purgeIntervalMs)
  pingTimer.unref()
  purgeTimer.unref()

  return {
    fanout: fanout.kind,
    accept: sockets.accept,
    connectionsFrom: sockets.connectionsFrom,
    stats: sockets.stats,
    async close() {
      clearInterval(pingTimer)
      clearInterval(purgeTimer)
      await sockets.close()
      await tasks.settled()
      await fanout.close()
    },
  }
}
