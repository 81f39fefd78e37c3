import { context, isSpanContextValid, type Span, trace } from '@opentelemetry/api'

/**
 * A pino `formatters.log` that adds `trace_id` and `span_id` to a log line: the active span's, else
 * `fallback`'s (a request's span, for the lines written once its context is gone: the response's).
 */
export function createTraceLogFormatter(
  fallback?: Span | undefined,
): <logObject extends object>(object: logObject) => logObject {
  return (object) => {
    const span = trace.getSpan(context.active()) ?? fallback
    const spanContext = span?.spanContext()
    if (!spanContext || !isSpanContextValid(spanContext)) return object
    return Object.assign(object, { trace_id: spanContext.traceId, span_id: spanContext.spanId })
  }
}
