import { createHash, randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { type RawData, WebSocket } from 'ws'
import type { Database } from '../db/Database.js'
import { createLocalFanout } from './createLocalFanout.js'
import { createMailbox, type RelayMessage, relayMessageId } from './createMailbox.js'
import { createRateLimiter } from './createRateLimiter.js'
import { createRedisFanout } from './createRedisFanout.js'
import { getRelayIdKey, parseRelayFrame, type RelayRequestFrame } from './parseRelayFrame.js'
import { parseRelayParams, type RelayCall, type RelayPublishItem } from './parseRelayParams.js'
import { RelayError, relayErrorCodes } from './RelayError.js'
import type { RelayDelivery, RelayFanout } from './RelayFanout.js'
import type { RelayLimits } from './relayLimits.js'

/** Who is on the other end of a relay connection, from its verified token and query. */
export type RelayClient = {
  /** The `did:key` the client signed its token with; stable across its reconnections. */
  clientId: string
  projectId?: string | undefined
  ua?: string | undefined
  /** The address the socket comes from: limits on connections, subscriptions and requests count by it. */
  ip: string
}

/** Parameters of `createRelayNode`. */
export type CreateRelayNodeParameters = {
  database: Database
  limits: RelayLimits
  log: FastifyBaseLogger
  /** With one, deliveries reach the clients of every node sharing this Redis. */
  redisUrl?: string | undefined
}

/** One relay node: its clients' connections, their subscriptions, and delivery to them. */
export type RelayNode = {
  readonly fanout: RelayFanout['kind']
  /** Serves a client on an accepted WebSocket until it closes. */
  accept(socket: WebSocket, client: RelayClient): void
  /** How many sockets are open from one address (checked before an upgrade is accepted). */
  connectionsFrom(ip: string): number
  /** Closes every connection, finishes the requests under way, stops timers and Redis. */
  close(): Promise<void>
}

type Connection = {
  id: string
  client: RelayClient
  socket: WebSocket
  log: FastifyBaseLogger
  topics: Set<string>
  /** Messages sent on this connection: when (a per-connection count) and whether acknowledged. */
  delivered: Map<string, { sequence: number; acked: boolean }>
  deliveries: number
  /** `irn_subscription` request ids waiting for their ack, and the message each carried. */
  awaitingAck: Map<string, string>
  alive: boolean
  /** Requests are served one after another, in the order they arrived. */
  queue: Promise<void>
}

type Handled = { result: unknown; after?: () => Promise<void> }

// Bounds on per-connection bookkeeping, for clients that never ack or stay connected for weeks.
const maxTrackedDeliveries = 10_000
const closeGraceMs = 1_000
// Acks are written this often, all clients' in one statement: nothing waits on them (the node
// knows them meanwhile), and a write per ack cost as much as the publish it acknowledged.
const ackFlushMs = 50

/** Starts a relay node on the server's database, with Redis fan-out when `redisUrl` is given. */
export async function createRelayNode(parameters: CreateRelayNodeParameters): Promise<RelayNode> {
  const { database, limits, log } = parameters
  const mailbox = createMailbox(database, limits)
  // Keys cost nothing to make: requests are counted per client, per address and per project.
  const rateLimiters = [
    {
      limiter: createRateLimiter({
        perSecond: limits.requestsPerSecond,
        burst: limits.requestBurst,
      }),
      key: (client: RelayClient) => client.clientId,
      message: `more than ${limits.requestsPerSecond} requests per second`,
    },
    {
      limiter: createRateLimiter({
        perSecond: limits.ipRequestsPerSecond,
        burst: limits.ipRequestBurst,
      }),
      key: (client: RelayClient) => client.ip,
      message: `more than ${limits.ipRequestsPerSecond} requests per second from one address`,
    },
    {
      limiter: createRateLimiter({
        perSecond: limits.projectRequestsPerSecond,
        burst: limits.projectRequestBurst,
      }),
      key: (client: RelayClient) => client.projectId ?? '',
      message: `more than ${limits.projectRequestsPerSecond} requests per second to one project`,
    },
  ]
  const connections = new Set<Connection>()
  const connectionsByIp = new Map<string, number>()
  const subscriptionsByIp = new Map<string, number>()
  const countBy = (map: Map<string, number>, key: string, change: number) => {
    const count = (map.get(key) ?? 0) + change
    if (count > 0) map.set(key, count)
    else map.delete(key)
  }
  const byTopic = new Map<string, Set<Connection>>()
  const inFlight = new Set<Promise<unknown>>()
  // Messages delivered live and not yet in the mailbox, by topic, with their publisher: whoever
  // subscribes before the write gets them from here, as the mailbox would have given them.
  const unstored = new Map<string, Map<string, { message: RelayMessage; publisher: string }>>()
  // Acks received and not yet in the database, per client: the mailbox must not resend these.
  const unflushedAcks = new Map<string, Set<string>>()
  let ackFlushScheduled = false
  // Ids of the requests this node sends: safe integers, so SDKs parse them as plain numbers.
  let nextRequestId = Date.now() * 1000

  const onDelivery = (delivery: RelayDelivery) => {
    for (const connection of byTopic.get(delivery.topic) ?? [])
      if (connection.id !== delivery.origin) deliver(connection, delivery)
  }
  // Other nodes' deliveries come through `fanout`; this node's own are delivered by `publish`.
  const fanout = parameters.redisUrl
    ? await createRedisFanout({
        url: parameters.redisUrl,
        onDelivery,
        onError: (error) => log.warn({ err: error }, 'relay: Redis connection error'),
      })
    : createLocalFanout()

  function track<result>(promise: Promise<result>): Promise<result> {
    inFlight.add(promise)
    promise.then(
      () => inFlight.delete(promise),
      () => inFlight.delete(promise),
    )
    return promise
  }

  /**
   * Sends unless the socket's unsent bytes would pass `maxQueuedBytesPerConnection`: a reader that
   * stops reading is closed (1013, try again later) instead of growing the server's memory. What
   * it missed stays in the mailbox, delivered when it reconnects and resubscribes.
   */
  function send(connection: Connection, text: string) {
    const { socket } = connection
    if (socket.readyState !== WebSocket.OPEN) return
    if (socket.bufferedAmount + Buffer.byteLength(text) > limits.maxQueuedBytesPerConnection) {
      connection.log.debug({ queued: socket.bufferedAmount }, 'relay: reader too slow, closing')
      socket.close(1013, 'Reader too slow: catch up from the mailbox when you reconnect')
      // The close frame waits behind the unread bytes: a reader that never reads is cut.
      setTimeout(() => socket.terminate(), closeGraceMs).unref()
      return
    }
    socket.send(text)
  }

  function sendError(connection: Connection, id: string, code: number, message: string) {
    send(connection, `{"id":${id},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`)
  }

  /**
   * Sends a message unless this connection already has it. With `since` (a subscribe's start),
   * one sent before and never acknowledged goes again: resubscribing is how clients ask for that.
   */
  function deliver(connection: Connection, message: RelayMessage, since?: number) {
    const seen = connection.delivered.get(message.id)
    if (seen && (since === undefined || seen.acked || seen.sequence > since)) return
    if (connection.socket.readyState !== WebSocket.OPEN) return
    const requestId = nextRequestId++
    remember(connection.awaitingAck, String(requestId), message.id)
    remember(connection.delivered, message.id, { sequence: ++connection.deliveries, acked: false })
    const { topic, tag, publishedAt } = message
    send(
      connection,
      JSON.stringify({
        id: requestId,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: {
          id: subscriptionId(topic, connection.client.clientId),
          data: { topic, message: message.message, publishedAt, tag },
        },
      }),
    )
  }

  function acknowledge(clientId: string, messageId: string) {
    const ids = unflushedAcks.get(clientId) ?? new Set()
    unflushedAcks.set(clientId, ids.add(messageId))
    scheduleAckFlush()
  }

  /** Acks arrive in bursts: those of `ackFlushMs` are written together, in one statement. */
  function scheduleAckFlush() {
    if (ackFlushScheduled) return
    ackFlushScheduled = true
    track(new Promise((resolve) => setTimeout(resolve, ackFlushMs)).then(flushAcks))
  }

  async function flushAcks() {
    const batch = [...unflushedAcks].flatMap(([clientId, ids]) =>
      [...ids].map((messageId) => ({ messageId, clientId })),
    )
    await mailbox
      .acknowledgeAll(batch)
      .catch((error: unknown) => log.error({ err: error }, 'relay: storing acks failed'))
    for (const { messageId, clientId } of batch) {
      const ids = unflushedAcks.get(clientId)
      ids?.delete(messageId)
      if (ids?.size === 0) unflushedAcks.delete(clientId)
    }
    ackFlushScheduled = false
    // Acks that came in while writing.
    if (unflushedAcks.size > 0) scheduleAckFlush()
  }

  async function subscribe(connection: Connection, topics: readonly string[]) {
    const fresh = [...new Set(topics)].filter((topic) => !connection.topics.has(topic))
    if (connection.topics.size + fresh.length > limits.maxSubscriptionsPerConnection)
      throw RelayError.rateLimited(
        `Too many subscriptions: at most ${limits.maxSubscriptionsPerConnection} topics per connection`,
      )
    const { ip } = connection.client
    if ((subscriptionsByIp.get(ip) ?? 0) + fresh.length > limits.maxSubscriptionsPerIp)
      throw RelayError.rateLimited(
        `Too many subscriptions: at most ${limits.maxSubscriptionsPerIp} topics per address`,
      )
    countBy(subscriptionsByIp, ip, fresh.length)
    for (const topic of fresh) {
      connection.topics.add(topic)
      byTopic.set(topic, (byTopic.get(topic) ?? new Set()).add(connection))
    }
    const watching = await Promise.allSettled(fresh.map((topic) => fanout.watch(topic)))
    const failed = watching.find((outcome) => outcome.status === 'rejected')
    if (failed) {
      unsubscribe(connection, fresh)
      throw failed.reason
    }
    return topics.map((topic) => subscriptionId(topic, connection.client.clientId))
  }

  function unsubscribe(connection: Connection, topics: readonly string[]) {
    for (const topic of topics) {
      if (!connection.topics.delete(topic)) continue
      countBy(subscriptionsByIp, connection.client.ip, -1)
      const subscribers = byTopic.get(topic)
      subscribers?.delete(connection)
      if (subscribers?.size === 0) byTopic.delete(topic)
      fanout.unwatch(topic)
    }
  }

  /** After a subscribe answered: what the mailbox holds for the topics that this client lacks. */
  function deliverPending(connection: Connection, topics: readonly string[], since: number) {
    return async () => {
      let after: string | undefined
      do {
        const page = await mailbox.pending(topics, connection.client.clientId, {
          limit: 500,
          after,
        })
        const acked = unflushedAcks.get(connection.client.clientId)
        for (const message of page.messages)
          if (!acked?.has(message.id)) deliver(connection, message, since)
        after = page.next
      } while (after !== undefined && connection.socket.readyState === WebSocket.OPEN)
      // Published before this subscribe, delivered live before it, and still being written.
      for (const topic of topics)
        for (const { message, publisher } of unstored.get(topic)?.values() ?? [])
          if (publisher !== connection.client.clientId) deliver(connection, message, since)
    }
  }

  /**
   * Delivers to this node's subscribers at once, then writes the mailbox, and only then answers
   * the publisher and tells the other nodes: what was acknowledged survives a crash, and the
   * write (the costly part) is no longer between a publish and its delivery. Live subscribers may
   * thus receive a message the mailbox then refuses (full): it was not kept for anyone later, and
   * its publisher is told so.
   */
  async function publish(connection: Connection, item: RelayPublishItem) {
    const publisher = connection.client.clientId
    const publishedAt = Date.now()
    const live: RelayMessage = {
      id: relayMessageId(item.topic, item.message),
      topic: item.topic,
      message: item.message,
      tag: item.tag,
      publishedAt,
    }
    onDelivery({ ...live, origin: connection.id })
    const waiting = unstored.get(item.topic) ?? new Map()
    unstored.set(item.topic, waiting)
    // A duplicate of a message being written keeps the first one's entry.
    const own = !waiting.has(live.id)
    if (own) waiting.set(live.id, { message: live, publisher })
    let stored: Awaited<ReturnType<typeof mailbox.store>>
    try {
      stored = await mailbox.store({
        ...item,
        publisher,
        publishedAt,
        projectId: connection.client.projectId ?? '',
      })
    } finally {
      if (own) waiting.delete(live.id)
      if (waiting.size === 0 && unstored.get(item.topic) === waiting) unstored.delete(item.topic)
    }
    if (stored.duplicate) return
    // The message is in the mailbox already: if Redis fails, other nodes' subscribers get it when
    // they next subscribe, so the publish still succeeds.
    await fanout
      .publish({ ...stored.message, origin: connection.id })
      .catch((error: unknown) => log.error({ err: error }, 'relay: fan-out failed'))
  }

  async function handle(connection: Connection, call: RelayCall): Promise<Handled> {
    switch (call.method) {
      case 'irn_publish':
      case 'irn_batchPublish':
        for (const item of call.messages) await publish(connection, item)
        return { result: true }
      case 'irn_subscribe':
      case 'irn_batchSubscribe': {
        const since = connection.deliveries
        const ids = await subscribe(connection, call.topics)
        return {
          result: call.method === 'irn_subscribe' ? ids[0] : ids,
          after: deliverPending(connection, call.topics, since),
        }
      }
      case 'irn_unsubscribe':
      case 'irn_batchUnsubscribe':
        unsubscribe(connection, call.topics)
        return { result: true }
      case 'irn_fetchMessages':
      case 'irn_batchFetchMessages': {
        const { clientId } = connection.client
        const page = await mailbox.pending(call.topics, clientId, {
          limit: limits.fetchMessagesPageSize + 1,
        })
        const messages = page.messages.slice(0, limits.fetchMessagesPageSize)
        // Fetched is received: the next call returns the next page, and none comes again live.
        await mailbox.acknowledge(
          messages.map((message) => message.id),
          clientId,
        )
        for (const message of messages)
          remember(connection.delivered, message.id, {
            sequence: ++connection.deliveries,
            acked: true,
          })
        return {
          result: {
            messages: messages.map(({ topic, message, publishedAt, tag }) => ({
              topic,
              message,
              publishedAt,
              tag,
            })),
            hasMore: page.messages.length > messages.length,
          },
        }
      }
      case 'wc_proposeSession': {
        const since = connection.deliveries
        await subscribe(connection, [call.pairingTopic])
        await publish(connection, call.proposal)
        return { result: true, after: deliverPending(connection, [call.pairingTopic], since) }
      }
      case 'wc_approveSession': {
        const since = connection.deliveries
        await subscribe(connection, [call.sessionTopic])
        await publish(connection, call.response)
        await publish(connection, call.settlement)
        return { result: true, after: deliverPending(connection, [call.sessionTopic], since) }
      }
    }
  }

  async function serve(connection: Connection, frame: RelayRequestFrame) {
    try {
      const call = parseRelayParams(frame.method, frame.params, limits)
      const { result, after } = await handle(connection, call)
      send(connection, `{"id":${frame.id},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`)
      await after?.()
    } catch (error) {
      if (error instanceof RelayError) {
        connection.log.debug({ method: frame.method, error: error.shortMessage }, 'relay: refused')
        sendError(connection, frame.id, error.code, error.shortMessage)
        return
      }
      connection.log.error({ err: error, method: frame.method }, 'relay: request failed')
      sendError(connection, frame.id, relayErrorCodes.internal, 'Internal error')
    }
  }

  function onFrame(connection: Connection, data: RawData, isBinary: boolean) {
    connection.alive = true
    if (isBinary) {
      sendError(connection, 'null', relayErrorCodes.invalidRequest, 'Invalid payload: binary frame')
      return
    }
    const frame = parseRelayFrame(rawText(data))
    if (frame.kind === 'invalid') {
      sendError(connection, frame.id, relayErrorCodes.invalidRequest, frame.message)
      return
    }
    if (frame.kind === 'response') {
      const key = getRelayIdKey(frame.id)
      const messageId = connection.awaitingAck.get(key)
      if (messageId === undefined) return
      connection.awaitingAck.delete(key)
      if (frame.result !== true) return
      const seen = connection.delivered.get(messageId)
      if (seen) seen.acked = true
      acknowledge(connection.client.clientId, messageId)
      return
    }
    const over = rateLimiters.find(({ limiter, key }) => !limiter.take(key(connection.client)))
    if (over) {
      sendError(
        connection,
        frame.id,
        relayErrorCodes.rateLimited,
        `Rate limit exceeded: ${over.message}`,
      )
      return
    }
    connection.queue = track(connection.queue.then(() => serve(connection, frame)))
  }

  const pingTimer = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.log.debug('relay: no pong, closing the connection')
        connection.socket.terminate()
        continue
      }
      connection.alive = false
      connection.socket.ping()
    }
    for (const { limiter } of rateLimiters) limiter.sweep()
  }, limits.pingIntervalMs)
  const purgeTimer = setInterval(() => {
    track(
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
    connectionsFrom: (ip) => connectionsByIp.get(ip) ?? 0,
    accept(socket, client) {
      const connection: Connection = {
        id: randomUUID(),
        client,
        socket,
        log: log.child({ relayClient: client.clientId, projectId: client.projectId }),
        topics: new Set(),
        delivered: new Map(),
        deliveries: 0,
        awaitingAck: new Map(),
        alive: true,
        queue: Promise.resolve(),
      }
      connections.add(connection)
      countBy(connectionsByIp, client.ip, 1)
      connection.log.debug({ ua: client.ua }, 'relay: client connected')
      socket.on('message', (data, isBinary) => onFrame(connection, data, isBinary))
      socket.on('pong', () => {
        connection.alive = true
      })
      socket.on('error', (error) => connection.log.debug({ err: error }, 'relay: socket error'))
      socket.on('close', (code) => {
        connections.delete(connection)
        countBy(connectionsByIp, client.ip, -1)
        unsubscribe(connection, [...connection.topics])
        connection.log.debug({ code }, 'relay: client disconnected')
      })
    },
    async close() {
      clearInterval(pingTimer)
      clearInterval(purgeTimer)
      const closed = [...connections].map(
        (connection) =>
          new Promise<void>((resolve) => {
            connection.socket.once('close', () => resolve())
            connection.socket.close(1001, 'Relay shutting down')
          }),
      )
      const grace = new Promise((resolve) => setTimeout(resolve, closeGraceMs).unref())
      await Promise.race([Promise.all(closed), grace])
      for (const connection of connections) connection.socket.terminate()
      while (inFlight.size > 0) await Promise.allSettled([...inFlight])
      await fanout.close()
    },
  }
}

/** The subscription id the SDKs compute themselves: sha256 of topic and client id. */
function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex')
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return (Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8')
}

/** Sets a key in a bounded map, forgetting the oldest entries past `maxTrackedDeliveries`. */
function remember<value>(map: Map<string, value>, key: string, value: value) {
  map.delete(key)
  map.set(key, value)
  if (map.size > maxTrackedDeliveries) map.delete(map.keys().next().value!)
}
