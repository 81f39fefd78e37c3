import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyRequest } from 'fastify'
import { WebSocketServer } from 'ws'
import type { Config } from '../config.js'
import { createTrustProxy } from '../http/createTrustProxy.js'
import { authorizeRelayClient } from './authorizeRelayClient.js'
import { createRelayNode, type RelayNode } from './createRelayNode.js'
import { defaultRelayLimits, type RelayLimits } from './relayLimits.js'
import { stripRelayAuth } from './stripRelayAuth.js'
import { UpgradeRefusal } from './UpgradeRefusal.js'
import { writeUpgradeRefusal } from './writeUpgradeRefusal.js'

/** Options of the `relayRoutes` plugin. */
export type RelayRoutesOptions = { config: Config }

/** Body of a plain `GET /`: what is served here, for a person or a probe. */
type RelayInfoResponse = { service: 'relay'; protocol: 'irn'; message: string }

const relayInfo: RelayInfoResponse = {
  service: 'relay',
  protocol: 'irn',
  message: 'WalletConnect relay: open a WebSocket on this URL with ?auth=<JWT>&projectId=<id>.',
}

/**
 * The WalletConnect relay: WebSocket upgrades on `/` (`?auth=<JWT>&projectId=<id>`), served by
 * one relay node per server, and a small JSON answer to a plain `GET /`.
 */
export const relayRoutes: FastifyPluginAsync<RelayRoutesOptions> = async (server, { config }) => {
  const limits: RelayLimits = { ...defaultRelayLimits, ...config.relayLimits }
  const sockets = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    maxPayload: limits.maxFrameBytes,
  })
  let node: RelayNode | undefined
  const trust = createTrustProxy(config.trustProxy)
  let closing = false
  server.metrics.gauge(
    'latchkey_relay_open',
    'Relay sockets open on this node, and the topics they subscribe to.',
    ['kind'],
    (gauge) => {
      const stats = node?.stats() ?? { sockets: 0, subscriptions: 0 }
      gauge.set({ kind: 'sockets' }, stats.sockets)
      gauge.set({ kind: 'subscriptions' }, stats.subscriptions)
    },
  )
  server.metrics.gauge(
    'latchkey_relay_mailbox',
    "The relay's mailbox (shared by every node): messages stored and their bytes.",
    ['kind'],
    async (gauge) => {
      const { rows } = await server.database.query<{ messages: string; bytes: string }>(
        'select count(*) as messages, coalesce(sum(bytes), 0) as bytes from relay_messages',
      )
      gauge.set({ kind: 'messages' }, Number(rows[0]?.messages ?? 0))
      gauge.set({ kind: 'bytes' }, Number(rows[0]?.bytes ?? 0))
    },
  )

  server.addHook('onReady', async () => {
    node = await createRelayNode({
      database: server.database,
      limits,
      log: server.log,
      redisUrl: config.redisUrl,
      metrics: server.metrics.relay,
      tracing: server.tracing,
    })
    server.log.info({ fanout: node.fanout, relayUrl: config.relayUrl }, 'relay ready')
  })
  // Before the HTTP server closes: it would wait for the upgraded sockets, which never end alone.
  server.addHook('preClose', async () => {
    closing = true
    await node?.close()
  })

  const refuse = (request: IncomingMessage, socket: Duplex, refusal: UpgradeRefusal) =>
    refuseUpgrade(server.log, request, socket, refusal)

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(request.url ?? '/', 'http://relay.invalid')
    if (url.pathname !== '/') {
      // Another feature may serve WebSockets on its own path; answer only when none listens.
      if (server.server.listenerCount('upgrade') === 1)
        refuse(request, socket, new UpgradeRefusal(404, `No WebSocket endpoint at ${url.pathname}`))
      return
    }
    // A client that goes away during the handshake must not crash the process.
    socket.on('error', () => {})
    const running = node
    if (!running || closing) {
      refuse(request, socket, new UpgradeRefusal(503, 'The relay is not running'))
      return
    }
    const connectionsFrom = (ip: string) => running.connectionsFrom(ip)
    authorizeRelayClient({ server, config, limits, trust, connectionsFrom, request, url }).then(
      (client) => {
        if (closing) {
          refuse(request, socket, new UpgradeRefusal(503, 'The relay is shutting down'))
          return
        }
        sockets.handleUpgrade(request, socket, head, (websocket) =>
          running.accept(websocket, client),
        )
      },
      (error: unknown) => {
        if (error instanceof UpgradeRefusal) {
          refuse(request, socket, error)
          return
        }
        server.log.error({ err: error }, 'relay: upgrade failed')
        refuse(request, socket, new UpgradeRefusal(500, 'Internal Server Error'))
      },
    )
  }
  server.server.on('upgrade', onUpgrade)
  server.addHook('onClose', async () => {
    server.server.off('upgrade', onUpgrade)
  })

  server.get(
    '/',
    // Fastify logs each request's URL: keep a token sent to the wrong door out of the log.
    { logSerializers: { req: serializeRequest } },
    async (): Promise<RelayInfoResponse> => relayInfo,
  )
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: stripRelayAuth(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

function refuseUpgrade(
  log: FastifyBaseLogger,
  request: IncomingMessage,
  socket: Duplex,
  refusal: UpgradeRefusal,
) {
  const { statusCode, shortMessage } = refusal
  log.info(
    { url: stripRelayAuth(request.url ?? ''), statusCode, reason: shortMessage },
    'relay: connection refused',
  )
  writeUpgradeRefusal(socket, refusal)
}
