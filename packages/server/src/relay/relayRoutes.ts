import type { IncomingMessage } from 'node:http'
import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { WebSocketServer } from 'ws'
import type { Config } from '../config.js'
import { errorBody } from '../http/errorBody.js'
import { projectErrors } from '../projects/projectErrorCodes.js'
import { createRelayNode, type RelayNode } from './createRelayNode.js'
import { getRelayAudiences } from './getRelayAudiences.js'
import type { RelayClient } from './RelayClient.js'
import { defaultRelayLimits, type RelayLimits } from './relayLimits.js'
import { stripRelayAuth } from './stripRelayAuth.js'
import { RelayAuthError, verifyRelayAuth } from './verifyRelayAuth.js'

/** Options of the `relayRoutes` plugin. */
export type RelayRoutesOptions = { config: Config }

/** Body of a plain `GET /`: what is served here, for a person or a probe. */
type RelayInfoResponse = { service: 'relay'; protocol: 'irn'; message: string }

/** An HTTP refusal of a WebSocket upgrade, answered with the server's usual error body. */
class UpgradeRefusal extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message)
  }
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
  let closing = false

  server.addHook('onReady', async () => {
    node = await createRelayNode({
      database: server.database,
      limits,
      log: server.log,
      redisUrl: config.redisUrl,
    })
    server.log.info({ fanout: node.fanout, relayUrl: config.relayUrl }, 'relay ready')
  })
  // Before the HTTP server closes: it would wait for the upgraded sockets, which never end alone.
  server.addHook('preClose', async () => {
    closing = true
    await node?.close()
  })

  async function authorize(request: IncomingMessage, url: URL): Promise<RelayClient> {
    const ip = request.socket.remoteAddress ?? ''
    if ((node?.connectionsFrom(ip) ?? 0) >= limits.maxConnectionsPerIp)
      throw new UpgradeRefusal(
        429,
        `Too many relay connections: at most ${limits.maxConnectionsPerIp} from one address`,
        'RATE_LIMITED',
      )
    // The audiences come from the configuration: the Host header is the client's to choose. In
    // development without a public URL, the address the server listens on stands in for it.
    const audiences = getRelayAudiences({
      relayUrl: config.relayUrl,
      publicUrl: config.publicUrl,
      host: config.production || config.publicUrl ? undefined : new URL(server.publicUrl).host,
    })
    const { clientId } = await verifyRelayAuth({
      auth: url.searchParams.get('auth'),
      audiences,
      maxLifetimeSeconds: limits.maxTokenLifetimeSeconds,
      maxClockSkewSeconds: limits.maxClockSkewSeconds,
    }).catch((error: unknown) => {
      throw error instanceof RelayAuthError ? new UpgradeRefusal(401, error.message) : error
    })
    // The registry's project check, as the public API routes have it: open while no project is
    // configured, else the project id must exist and a browser's Origin be one it allows.
    const projectId = url.searchParams.get('projectId') || undefined
    const access = await server.projectAccess.check({ projectId, origin: request.headers.origin })
    if (!access.allowed) {
      const { status, message } = projectErrors[access.code]
      throw new UpgradeRefusal(status, message, access.code)
    }
    return { clientId, projectId, ua: url.searchParams.get('ua') ?? undefined, ip }
  }

  function refuse(request: IncomingMessage, socket: Duplex, refusal: UpgradeRefusal) {
    const { statusCode, message, code } = refusal
    server.log.info(
      { url: stripRelayAuth(request.url ?? ''), statusCode, reason: message },
      'relay: connection refused',
    )
    const body = JSON.stringify(errorBody(statusCode, message, code))
    socket.end(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    )
  }

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
    authorize(request, url).then(
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
    async (): Promise<RelayInfoResponse> => ({
      service: 'relay',
      protocol: 'irn',
      message: 'WalletConnect relay: open a WebSocket on this URL with ?auth=<JWT>&projectId=<id>.',
    }),
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
