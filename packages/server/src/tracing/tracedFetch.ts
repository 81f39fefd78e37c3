import { SpanStatusCode } from '@opentelemetry/api'
import { inRpcClientSpan } from './inRpcClientSpan.js'

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
export const tracedFetch: typeof fetch = (input, init) =>
  inRpcClientSpan(
    new URL(input instanceof Request ? input.url : String(input)),
    readRpcMethod(init?.body),
    async (span) => {
      const response = await fetch(input, init)
      span?.setAttribute('http.response.status_code', response.status)
      if (!response.ok)
        span?.setStatus({ code: SpanStatusCode.ERROR, message: `HTTP status ${response.status}` })
      return response
    },
    { 'http.request.method': init?.method ?? 'GET' },
  )
