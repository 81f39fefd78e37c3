import { type Attributes, context, type Span, SpanKind, trace } from '@opentelemetry/api'
import { getActiveTracer } from './getActiveTracer.js'
import { runInSpan } from './runInSpan.js'

/**
 * Runs `call` in a client span for a JSON-RPC `method` sent to `target` when the request under
 * way is traced, and plainly (with no span) otherwise. The span names the node by host and port,
 * never by its full URL: paths carry API keys.
 */
export function inRpcClientSpan<result>(
  target: URL,
  method: string,
  call: (span?: Span) => Promise<result>,
  attributes: Attributes = {},
): Promise<result> {
  const tracer = getActiveTracer()
  if (!tracer || !trace.getSpan(context.active())) return call()
  return runInSpan(
    tracer,
    {
      name: method,
      kind: SpanKind.CLIENT,
      attributes: {
        'rpc.system': 'jsonrpc',
        'rpc.method': method,
        ...attributes,
        'server.address': target.hostname,
        'server.port': Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
      },
    },
    call,
  )
}
