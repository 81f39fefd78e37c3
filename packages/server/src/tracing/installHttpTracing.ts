import {
  type Context,
  context,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { createTraceLogFormatter } from './createTraceLogFormatter.js'
import { setActiveTracer } from './getActiveTracer.js'
import { readTraceparent } from './readTraceparent.js'
import type { Tracing } from './Tracing.js'

/** A request's span and the context its work runs in. */
type TracedRequest = { span: Span; context: Context }

/**
 * One server span per HTTP request, named after its route template (`GET /v1/balance/:address`),
 * continuing the caller's `traceparent`: the route's hooks and handler run in its context, and the
 * request's log lines carry its trace id. Install before the routes: their handlers are wrapped
 * as they are added.
 */
export function installHttpTracing(server: FastifyInstance, tracing: Tracing): void {
  const requests = new WeakMap<FastifyRequest, TracedRequest>()

  server.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url
    const remote = readTraceparent(request.headers)
    const parent = remote ? trace.setSpanContext(ROOT_CONTEXT, remote) : ROOT_CONTEXT
    const queryAt = request.url.indexOf('?')
    const span = tracing.tracer.startSpan(
      route ? `${request.method} ${route}` : request.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          // The path only: a query string may hold what a log must not (tokens, addresses).
          'url.path': queryAt === -1 ? request.url : request.url.slice(0, queryAt),
          'url.scheme': request.protocol,
          'client.address': request.ip,
          ...(route ? { 'http.route': route } : {}),
        },
      },
      parent,
    )
    const traced = {
      span,
      context: setActiveTracer(trace.setSpan(parent, span), tracing.tracer),
    }
    requests.set(request, traced)
    request.log = request.log.child({}, { formatters: { log: createTraceLogFormatter(span) } })
    reply.log = request.log
    context.with(traced.context, done)
  })

  // A body arrives in stream events, outside the context `onRequest` entered: the handler is
  // put back into it, so that what it queries and calls are the request span's children.
  server.addHook('onRoute', (routeOptions) => {
    const { handler } = routeOptions
    routeOptions.handler = function tracedHandler(request, reply) {
      const traced = requests.get(request)
      if (!traced) return handler.call(this, request, reply)
      return context.with(traced.context, () => handler.call(this, request, reply))
    }
  })

  server.addHook('onError', async (request, _reply, error) => {
    requests.get(request)?.span.recordException(error)
  })

  server.addHook('onResponse', async (request, reply) => {
    const traced = requests.get(request)
    if (!traced) return
    requests.delete(request)
    const status = reply.statusCode
    traced.span.setAttribute('http.response.status_code', status)
    if (status >= 500)
      traced.span.setStatus({ code: SpanStatusCode.ERROR, message: `HTTP status ${status}` })
    traced.span.end()
  })

  server.addHook('onRequestAbort', async (request) => {
    const traced = requests.get(request)
    if (!traced) return
    requests.delete(request)
    traced.span.setAttribute('error.type', 'aborted')
    traced.span.end()
  })
}
