import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api'
import { getActiveTracer } from './getActiveTracer.js'
import { runInSpan } from './runInSpan.js'

/** The JSON-RPC method a request body calls: its `method`, or `batch` for several. */
function readRpcMethod(body: unknown): string {
  if (typeof body !== 'string') return 'jsonrpc'
  try {
    const parsed: unknown = JSON.parse(body)
    if (Array.isArray(parsed))
      return parsed.length === 1 ? readRpcMethod(JSON.stringify(parsed[0])) : 'batch'
    if (typeof parsed === 'object' && parsed !== null && 'method' in parsed)
      return typeof parsed.method === 'string' ? parsed.method : 'jsonrpc'
  } catch {}
  return 'jsonrpc'
}

/**
 * `fetch` for the server's JSON-RPC reads of a chain: a client span per call made for a traced
 * request (the method, the node's host, the HTTP status), plain `fetch` otherwise.
 */
export const tracedFetch: typeof fetch = (input, init) => {
  const tracer = getActiveTracer()
  if (!tracer || !trace.getSpan(context.active())) return fetch(input, init)
  const url = new URL(input instanceof Request ? input.url : String(input))
  const method = readRpcMethod(init?.body)
  return runInSpan(
    tracer,
    {
      name: method,
      kind: SpanKind.CLIENT,
      attributes: {
        'rpc.system': 'jsonrpc',
        'rpc.method': method,
        'http.request.method': init?.method ?? 'GET',
        'server.address': url.hostname,
        'server.port': Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
      },
    },
    async (span) => {
      const response = await fetch(input, init)
      span.setAttribute('http.response.status_code', response.status)
      if (!response.ok)
        span.setStatus({ code: SpanStatusCode.ERROR, message: `HTTP status ${response.status}` })
      return response
    },
  )
}
