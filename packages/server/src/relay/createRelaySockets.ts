import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { RawData, WebSocket } from 'ws'
import { createDeliveryLog } from './createDeliveryLog.js'
import { createTally } from './createTally.js'
import type { RelayClient } from './RelayClient.js'
import type { RelayConnection } from './RelayConnection.js'

/** Parameters of `createRelaySockets`. */
export type CreateRelaySocketsParameters = {
  log: FastifyBaseLogger
  /** Called with each frame a connection receives. */
  onMessage(connection: RelayConnection, data: RawData, isBinary: boolean): void
  /** Called once a connection's socket has closed. */
  onClose(connection: RelayConnection): void
  /** How long `close` waits for clients to answer the close frame before cutting them. */
  closeGraceMs: number
}

/** The open sockets of one relay node. */
export type RelaySockets = {
  /** Serves a client on an accepted WebSocket until it closes. */
  accept(socket: WebSocket, client: RelayClient): void
  /** How many sockets are open from one address. */
  connectionsFrom(ip: string): number
  /** The sockets open and the topics they subscribe to, in all. */
  stats(): { sockets: number; subscriptions: number }
  /** Pings every socket, first closing those that did not answer the previous ping. */
  ping(): void
  /** Closes every socket, cutting those that do not close within `closeGraceMs`. */
  close(): Promise<void>
}

/** Makes the socket set of one relay node, with none open. */
export function createRelaySockets(parameters: CreateRelaySocketsParameters): RelaySockets {
  const { log, onMessage, onClose, closeGraceMs } = parameters
  const connections = new Set<RelayConnection>()
  const connectionsByIp = createTally()

  function watch(connection: RelayConnection) {
    const { socket } = connection
    socket.on('message', (data, isBinary) => {
      connection.alive = true
      onMessage(connection, data, isBinary)
    })
    socket.on('pong', () => {
      connection.alive = true
    })
    socket.on('error', (error) => connection.log.debug({ err: error }, 'relay: socket error'))
    socket.on('close', (code) => {
      connections.delete(connection)
      connectionsByIp.add(connection.client.ip, -1)
      onClose(connection)
      connection.log.debug({ code }, 'relay: client disconnected')
    })
  }

  return {
    accept(socket, client) {
      const connection: RelayConnection = {
        id: randomUUID(),
        client,
        socket,
        log: log.child({ relayClient: client.clientId, projectId: client.projectId }),
        topics: new Set(),
        deliveries: createDeliveryLog(),
        alive: true,
        queue: Promise.resolve(),
      }
      connections.add(connection)
      connectionsByIp.add(client.ip, 1)
      connection.log.debug({ ua: client.ua }, 'relay: client connected')
      watch(connection)
    },
    connectionsFrom: (ip) => connectionsByIp.get(ip),
    stats() {
      let subscriptions = 0
      for (const connection of connections) subscriptions += connection.topics.size
      return { sockets: connections.size, subscriptions }
    },
    ping() {
      for (const connection of connections) {
        if (!connection.alive) {
          connection.log.debug('relay: no pong, closing the connection')
          connection.socket.terminate()
          continue
        }
        connection.alive = false
        connection.socket.ping()
      }
    },
    async close() {
      const closed = [...connections].map(
        (connection) =>
          new Promise<void>((resolve) => {
            connection.socket.once('close', () => resolve())
            // 1001 "going away": WalletConnect's SDK (@walletconnect/jsonrpc-provider, then the
            // core relayer's onProviderDisconnect) reconnects after 100 ms on any close code but
            // 3000, which it takes as fatal and stops on. 1012 "service restart" would do as well;
            // 1001 also covers a node that is not coming back. Behind a balancer the client
            // reaches another node, which has every message this one acknowledged (the mailbox).
            connection.socket.close(1001, 'Relay shutting down')
          }),
      )
      const grace = new Promise((resolve) => setTimeout(resolve, closeGraceMs).unref())
      await Promise.race([Promise.all(closed), grace])
      for (const connection of connections) connection.socket.terminate()
    },
  }
}
