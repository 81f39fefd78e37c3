import { createTraceState, isSpanContextValid, type SpanContext } from '@opentelemetry/api'

// W3C Trace Context, version 00 (later versions start the same way and may append fields).
const traceparentPattern = /^([\da-f]{2})-([\da-f]{32})-([\da-f]{16})-([\da-f]{2})(-.*)?$/

/**
 * The caller's span from a request's `traceparent` (and `tracestate`) headers, so that the
 * server's span continues its trace; `undefined` for a missing or malformed header.
 */
export function readTraceparent(
  headers: Readonly<Record<string, string | string[] | undefined>>,
): SpanContext | undefined {
  const header = headers.traceparent
  if (typeof header !== 'string') return undefined
  const match = traceparentPattern.exec(header.trim())
  if (!match) return undefined
  const [, version, traceId = '', spanId = '', flags = '00', rest] = match
  // Version ff is invalid; version 00 has nothing after the flags.
  if (version === 'ff' || (version === '00' && rest !== undefined)) return undefined
  const spanContext: SpanContext = {
    traceId,
    spanId,
    traceFlags: Number.parseInt(flags, 16) & 1,
    isRemote: true,
  }
  if (!isSpanContextValid(spanContext)) return undefined
  const state = Array.isArray(headers.tracestate)
    ? headers.tracestate.join(',')
    : headers.tracestate
  if (state) spanContext.traceState = createTraceState(state)
  return spanContext
}
