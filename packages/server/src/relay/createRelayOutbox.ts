import { WebSocket } from 'ws'
import type { RelayMetrics } from '../metrics/createMetrics.js'
import type { RelayMessage } from './createMailbox.js'
import { getSubscriptionId } from './getSubscriptionId.js'
import type { RelayConnection } from './RelayConnection.js'
import type { RelayLimits } from './relayLimits.js'

/** Parameters of `createRelayOutbox`. */
export type CreateRelayOutboxParameters = {
  limits: Pick<RelayLimits, 'maxQueuedBytesPerConnection'>
  /** How long a socket closed for reading too slowly has to go before it is cut. */
  closeGraceMs: number
  /** Counts deliveries and the sockets closed for reading too slowly. */
  metrics?: Pick<RelayMetrics, 'deliveries' | 'queueDrops'> | undefined
}

/** Everything a relay node writes to its clients: answers, errors, and messages to subscribers. */
export type RelayOutbox = {
  /** Answers request `id` (its JSON text) with `result`. */
  result(connection: RelayConnection, id: string, result: unknown): void
  /** Answers request `id` (its JSON text, `null` when it had none) with an error. */
  error(connection: RelayConnection, id: string, code: number, message: string): void
  /**
   * Sends `message` as an `irn_subscription` request unless the connection has it already (see
   * `DeliveryLog.needs` for `since`).
   */
  deliver(connection: RelayConnection, message: RelayMessage, since?: number): void
}

/** Makes the outbox of one relay node. */
export function createRelayOutbox(parameters: CreateRelayOutboxParameters): RelayOutbox {
  const { limits, closeGraceMs } = parameters
  // Ids of the requests this node sends: safe integers, so SDKs parse them as plain numbers.
  let nextRequestId = Date.now() * 1000

  /**
   * Sends unless the socket's unsent bytes would pass `maxQueuedBytesPerConnection`: a reader that
   * stops reading is closed (1013, try again later) instead of growing the server's memory. What
   * it missed stays in the mailbox, delivered when it reconnects and resubscribes.
   */
  function send(connection: RelayConnection, text: string) {
    const { socket } = connection
    if (socket.readyState !== WebSocket.OPEN) return
    if (socket.bufferedAmount + Buffer.byteLength(text) > limits.maxQueuedBytesPerConnection) {
      connection.log.debug({ queued: socket.bufferedAmount }, 'relay: reader too slow, closing')
      parameters.metrics?.queueDrops.inc()
      socket.close(1013, 'Reader too slow: catch up from the mailbox when you reconnect')
      // The close frame waits behind the unread bytes: a reader that never reads is cut.
      setTimeout(() => socket.terminate(), closeGraceMs).unref()
      return
    }
    socket.send(text)
  }

  return {
    result(connection, id, result) {
      send(connection, `{"id":${id},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`)
    },
    error(connection, id, code, message) {
      send(connection, `{"id":${id},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`)
    },
    deliver(connection, message, since) {
      if (!connection.deliveries.needs(message.id, since)) return
      if (connection.socket.readyState !== WebSocket.OPEN) return
      const requestId = nextRequestId++
      connection.deliveries.sent(message.id, String(requestId))
      parameters.metrics?.deliveries.inc()
      const { topic, tag, publishedAt } = message
      send(
        connection,
        JSON.stringify({
          id: requestId,
          jsonrpc: '2.0',
          method: 'irn_subscription',
          params: {
            id: getSubscriptionId(topic, connection.client.clientId),
            data: { topic, message: message.message, publishedAt, tag },
          },
        }),
      )
    },
  }
}
