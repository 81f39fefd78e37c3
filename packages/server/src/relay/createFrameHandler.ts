import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api'
import type { RawData } from 'ws'
import { runInSpan } from '../tracing/runInSpan.js'
import type { Tracing } from '../tracing/Tracing.js'
import type { AckBuffer } from './createAckBuffer.js'
import type { RelayMethods } from './createRelayMethods.js'
import type { RelayOutbox } from './createRelayOutbox.js'
import type { RelayRateLimits } from './createRelayRateLimits.js'
import type { TaskTracker } from './createTaskTracker.js'
import { getRelayIdKey, parseRelayFrame, type RelayRequestFrame } from './parseRelayFrame.js'
import { parseRelayParams } from './parseRelayParams.js'
import type { RelayConnection } from './RelayConnection.js'
import { RelayError, relayErrorCodes } from './RelayError.js'
import type { RelayLimits } from './relayLimits.js'

/** Parameters of `createFrameHandler`. */
export type CreateFrameHandlerParameters = {
  /** The limits `parseRelayParams` checks params against. */
  limits: RelayLimits
  outbox: Pick<RelayOutbox, 'result' | 'error'>
  acks: Pick<AckBuffer, 'add'>
  rateLimits: Pick<RelayRateLimits, 'take'>
  methods: RelayMethods
  /** Holds each connection's queue of requests, so that closing the node waits for them. */
  tasks: Pick<TaskTracker, 'track'>
  /** The server's traces, when on: a span per request served. */
  tracing?: Tracing | undefined
}

/** Reads one WebSocket frame of a connection: a request to serve or an ack of a delivery. */
export type FrameHandler = (connection: RelayConnection, data: RawData, isBinary: boolean) => void

/**
 * Makes the frame reader of one relay node. Every frame goes through `parseRelayFrame` and every
 * request's params through `parseRelayParams`: nothing a client sends is read any other way.
 */
export function createFrameHandler(parameters: CreateFrameHandlerParameters): FrameHandler {
  const { limits, outbox, acks, rateLimits, methods, tasks, tracing } = parameters

  async function serve(connection: RelayConnection, frame: RelayRequestFrame) {
    const span = trace.getActiveSpan()
    try {
      const call = parseRelayParams(frame.method, frame.params, limits)
      // Named once the method is known to be one of the relay's: a client picks `frame.method`.
      span?.updateName(call.method)
      span?.setAttribute('rpc.method', call.method)
      const { result, after } = await methods(connection, call)
      outbox.result(connection, frame.id, result)
      await after?.()
    } catch (error) {
      if (error instanceof RelayError) {
        span?.setAttribute('rpc.jsonrpc.error_code', error.code)
        connection.log.debug({ method: frame.method, error: error.shortMessage }, 'relay: refused')
        outbox.error(connection, frame.id, error.code, error.shortMessage)
        return
      }
      span?.setAttribute('rpc.jsonrpc.error_code', relayErrorCodes.internal)
      span?.setStatus({ code: SpanStatusCode.ERROR, message: 'Internal error' })
      connection.log.error({ err: error, method: frame.method }, 'relay: request failed')
      outbox.error(connection, frame.id, relayErrorCodes.internal, 'Internal error')
    }
  }

  /** `serve` in a span of its own: each request is a trace's root (a frame has no traceparent). */
  const servedTraced = (connection: RelayConnection, frame: RelayRequestFrame) =>
    tracing
      ? runInSpan(
          tracing.tracer,
          {
            name: 'relay request',
            kind: SpanKind.SERVER,
            parent: ROOT_CONTEXT,
            attributes: { 'rpc.system': 'jsonrpc' },
          },
          () => serve(connection, frame),
        )
      : serve(connection, frame)

  return (connection, data, isBinary) => {
    if (isBinary) {
      outbox.error(
        connection,
        'null',
        relayErrorCodes.invalidRequest,
        'Invalid payload: binary frame',
      )
      return
    }
    const frame = parseRelayFrame(rawText(data))
    if (frame.kind === 'invalid') {
      outbox.error(connection, frame.id, relayErrorCodes.invalidRequest, frame.message)
      return
    }
    if (frame.kind === 'response') {
      const ok = frame.result === true
      const messageId = connection.deliveries.answered(getRelayIdKey(frame.id), ok)
      if (messageId !== undefined) acks.add(connection.client.clientId, messageId)
      return
    }
    const refusal = rateLimits.take(connection.client)
    if (refusal) {
      outbox.error(connection, frame.id, refusal.code, refusal.shortMessage)
      return
    }
    connection.queue = tasks.track(connection.queue.then(() => servedTraced(connection, frame)))
  }
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return (Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8')
}
