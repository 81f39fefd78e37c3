import { type RpcUpstream, RpcUpstreamFailure } from '../data/createRpcUpstream.js'
import { inRpcClientSpan } from './inRpcClientSpan.js'

/**
 * The same upstream, with a client span per call made for a traced request: the JSON-RPC method,
 * the node's host and the HTTP status it answered.
 */
export function traceRpcUpstream(upstream: RpcUpstream, url: string): RpcUpstream {
  const target = new URL(url)
  return {
    call: (method, params) =>
      inRpcClientSpan(target, method, async (span) => {
        try {
          const answer = await upstream.call(method, params)
          span?.setAttribute('http.response.status_code', 200)
          if ('error' in answer) span?.setAttribute('rpc.jsonrpc.error_code', answer.error.code)
          return answer
        } catch (error) {
          if (error instanceof RpcUpstreamFailure && error.details.status !== undefined)
            span?.setAttribute('http.response.status_code', error.details.status)
          throw error
        }
      }),
    close: () => upstream.close(),
  }
}
