import { context, SpanKind, trace } from '@opentelemetry/api'
import { type RpcUpstream, RpcUpstreamFailure } from '../data/createRpcUpstream.js'
import { getActiveTracer } from './getActiveTracer.js'
import { runInSpan } from './runInSpan.js'

/**
 * The same upstream, with a client span per call made for a traced request: the JSON-RPC method,
 * the node's host (never its full URL: paths carry API keys) and the HTTP status it answered.
 */
export function traceRpcUpstream(upstream: RpcUpstream, url: string): RpcUpstream {
  const target = new URL(url)
  const port = Number(target.port || (target.protocol === 'https:' ? 443 : 80))
  return {
    call(method, params) {
      const tracer = getActiveTracer()
      if (!tracer || !trace.getSpan(context.active())) return upstream.call(method, params)
      return runInSpan(
        tracer,
        {
          name: method,
          kind: SpanKind.CLIENT,
          attributes: {
            'rpc.system': 'jsonrpc',
            'rpc.method': method,
            'server.address': target.hostname,
            'server.port': port,
          },
        },
        async (span) => {
          try {
            const answer = await upstream.call(method, params)
            span.setAttribute('http.response.status_code', 200)
            if ('error' in answer) span.setAttribute('rpc.jsonrpc.error_code', answer.error.code)
            return answer
          } catch (error) {
            if (error instanceof RpcUpstreamFailure && error.details.status !== undefined)
              span.setAttribute('http.response.status_code', error.details.status)
            throw error
          }
        },
      )
    },
    close: () => upstream.close(),
  }
}
