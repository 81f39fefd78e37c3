import type { FastifyBaseLogger } from 'fastify'
import type { WebSocket } from 'ws'
import type { DeliveryLog } from './createDeliveryLog.js'
import type { RelayClient } from './RelayClient.js'

/** One client's open socket on this node, with what the node keeps about it while it is open. */
export type RelayConnection = {
  id: string
  client: RelayClient
  socket: WebSocket
  log: FastifyBaseLogger
  /** The topics this connection is subscribed to. */
  topics: Set<string>
  /** The messages sent on this connection and the acks awaited for them. */
  deliveries: DeliveryLog
  /** Whether the socket showed life (a frame or a pong) since the last ping. */
  alive: boolean
  /** Requests are served one after another, in the order they arrived. */
  queue: Promise<void>
}
