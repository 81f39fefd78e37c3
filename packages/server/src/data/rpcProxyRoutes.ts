import { retryableHttpStatuses } from '@latchkey/core/protocol'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { HttpError } from '../errors/http.js'
import { readRequest } from '../http/readRequest.js'
import { createRateLimiter } from '../relay/createRateLimiter.js'
import { defaultServerLimits, type ServerLimits } from '../serverLimits.js'
import { traceRpcUpstream } from '../tracing/traceRpcUpstream.js'
import { checkRpcCall } from './checkRpcCall.js'
import {
  createRpcUpstream,
  type RpcUpstream,
  type RpcUpstreamAnswer,
  RpcUpstreamFailure,
} from './createRpcUpstream.js'
import { chainIdParameter } from './dataQuerySchemas.js'
import { readField } from './readField.js'
import { rpcProxyMethods } from './rpcProxyMethods.js'

/** Options of `rpcProxyRoutes`. */
export type RpcProxyRoutesOptions = {
  /** The upstream node of each served chain, by CAIP-2 id. */
  upstreams: ReadonlyMap<string, string>
  /** Batch size, gas, state overrides and calls per address (LATCHKEY_RPC_*); the defaults otherwise. */
  limits?: ServerLimits | undefined
}

const proxyQuerySchema = v.object({
  chainId: v.pipe(
    chainIdParameter,
    v.check((value) => value !== undefined, 'is required: the CAIP-2 id of the chain to call'),
    v.transform(String),
  ),
})

/** The chain a proxy request calls: its required `chainId` query parameter. */
const readChainId = (request: FastifyRequest) =>
  readRequest(request, { query: proxyQuerySchema }).query.chainId

type JsonRpcId = string | number | null
type JsonRpcAnswer =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: unknown }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: { code: number; message: string; data?: unknown } }

/**
 * `POST /v1/?chainId={caip2}&projectId=`: a JSON-RPC proxy to the chain's configured node, so a
 * dapp needs no node URL or key in the browser. Single requests and batches are forwarded on
 * keep-alive connections (`createRpcUpstream`, with the retries of spec section 7), identical
 * calls of one turn as one; methods outside the allow-list are answered -32601 without reaching
 * the node. `GET` answers what the URL serves.
 */
export const rpcProxyRoutes: FastifyPluginAsync<RpcProxyRoutesOptions> = async (
  server,
  options,
) => {
  const limits = options.limits ?? defaultServerLimits
  // Each call of a batch counts: one request may carry a hundred.
  const callsPerAddress = createRateLimiter({
    perSecond: limits.rpcCallsPerIp / (limits.rateLimitWindowMs / 1000),
    burst: limits.rpcCallsPerIp,
  })
  const sweep = setInterval(() => callsPerAddress.sweep(), 60_000)
  sweep.unref()
  server.addHook('onClose', async () => clearInterval(sweep))
  const nodes = new Map<string, ChainNode>()
  // The server's metrics, when the proxy runs in a whole server (not in a bare one of a test).
  const metrics = server.hasDecorator('metrics') ? server.metrics : undefined
  server.addHook('onClose', async () => {
    await Promise.all([...nodes.values()].map(({ upstream }) => upstream.close()))
  })
  const nodeOf = (chainId: string) => {
    const url = options.upstreams.get(chainId)
    if (!url)
      throw new HttpError(
        400,
        'UNSUPPORTED_CHAIN',
        `chainId ${chainId} is not served here; GET /v1/supported-chains lists the chains that are`,
      )
    let node = nodes.get(chainId)
    if (!node) {
      const observe = metrics
        ? (seconds: number, failed: boolean) => {
            metrics.upstreamDuration.observe({ chain: chainId }, seconds)
            if (failed) metrics.upstreamErrors.inc({ chain: chainId })
          }
        : undefined
      const upstream = createRpcUpstream({ url, observe })
      node = {
        upstream: server.tracing ? traceRpcUpstream(upstream, url) : upstream,
        gathering: new Map(),
      }
      nodes.set(chainId, node)
    }
    return node
  }

  // The body is read as text and parsed here, so malformed JSON is a JSON-RPC parse error
  // (-32700) as clients expect, and a client that sends no or another content type still works.
  server.removeAllContentTypeParsers()
  server.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  )

  const context: ProxyContext = { limits, nodeOf, callsPerAddress }
  for (const url of ['/v1', '/v1/']) {
    server.get(url, { onRequest: server.checkProject }, describeProxy(context))
    server.post(url, { onRequest: server.checkProject }, postProxy(context))
  }
}

/** What the proxy's handlers share. */
type ProxyContext = {
  limits: ServerLimits
  /** The node of a served chain; UNSUPPORTED_CHAIN (400) for another. */
  nodeOf(chainId: string): ChainNode
  callsPerAddress: ReturnType<typeof createRateLimiter>
}

/** `GET /v1/?chainId=`: what the URL serves. */
function describeProxy(context: ProxyContext) {
  return async (request: FastifyRequest) => {
    const chainId = readChainId(request)
    context.nodeOf(chainId)
    return {
      service: 'rpc',
      chainId,
      message: `POST JSON-RPC requests (one, or a batch of up to ${context.limits.rpcMaxBatch}) to this URL.`,
      methods: [...rpcProxyMethods],
    }
  }
}

/** `POST /v1/?chainId=`: one JSON-RPC request or a batch, forwarded to the chain's node. */
function postProxy(context: ProxyContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const node = context.nodeOf(readChainId(request))
    let body: unknown
    try {
      body = JSON.parse(typeof request.body === 'string' ? request.body : '')
    } catch {
      return failure(null, -32700, 'Parse error: the body is not JSON')
    }
    const calls = Array.isArray(body) ? body.length : 1
    if (!context.callsPerAddress.take(request.ip, performance.now(), calls)) {
      reply.code(429).header('retry-after', '1')
      return failure(
        null,
        -32005,
        `Limit exceeded: more than ${context.limits.rpcCallsPerIp} calls in ${context.limits.rateLimitWindowMs / 1000} s from one address`,
      )
    }
    if (!Array.isArray(body)) {
      const answer = await forward(node, body, context.limits)
      return answer ?? reply.code(204).send()
    }
    if (body.length === 0) return failure(null, -32600, 'Invalid request: the batch is empty')
    if (body.length > context.limits.rpcMaxBatch)
      return failure(
        null,
        -32600,
        `Invalid request: a batch holds at most ${context.limits.rpcMaxBatch} requests`,
      )
    const answers = (
      await Promise.all(body.map((item) => forward(node, item, context.limits)))
    ).filter((answer) => answer !== undefined)
    return answers.length > 0 ? answers : reply.code(204).send()
  }
}

/** One chain's node, and the identical calls gathered this turn to go to it as one. */
type ChainNode = {
  upstream: RpcUpstream
  /** Calls read in this turn of the event loop, by method and params, not yet sent. */
  gathering: Map<string, Promise<RpcUpstreamAnswer>>
}

/** Forwards one request; undefined for a notification (no id), which gets no answer. */
async function forward(
  node: ChainNode,
  item: unknown,
  limits: ServerLimits,
): Promise<JsonRpcAnswer | undefined> {
  const request = {
    jsonrpc: readField(item, 'jsonrpc'),
    id: readField(item, 'id'),
    method: readField(item, 'method'),
    params: readField(item, 'params'),
  }
  const id = isId(request.id) ? request.id : null
  const isNotification = typeof item === 'object' && item !== null && !('id' in item)
  if (
    request.jsonrpc !== '2.0' ||
    typeof request.method !== 'string' ||
    (request.params !== undefined &&
      (typeof request.params !== 'object' || request.params === null))
  )
    return failure(id, -32600, 'Invalid request: expected {"jsonrpc":"2.0","method":…,"id":…}')
  if (!rpcProxyMethods.has(request.method))
    return failure(id, -32601, `The method ${request.method} is not available through this proxy`)
  const refusal = checkRpcCall(request.method, request.params, limits)
  if (refusal) return failure(id, -32602, `Invalid params: ${refusal}`)
  try {
    const answer = await callOnce(node, request.method, request.params)
    if (isNotification) return undefined
    // The node's own error, as it sent it: code, message and data (revert reasons live there).
    return 'error' in answer
      ? { jsonrpc: '2.0', id, error: answer.error }
      : { jsonrpc: '2.0', id, result: answer.result }
  } catch (error) {
    if (isNotification) return undefined
    if (!(error instanceof RpcUpstreamFailure)) throw error
    return failure(id, -32603, error.message)
  }
}

/**
 * Sends a call, or joins the same call (method and params) read in this turn of the event loop:
 * the node is asked once, after all of them arrived, so each gets an answer as fresh as its own
 * would have been. A call already sent is never joined (its answer may predate the newcomer).
 * `eth_sendRawTransaction` always goes on its own: its answer is the node's take on that send.
 */
function callOnce(node: ChainNode, method: string, params: unknown): Promise<RpcUpstreamAnswer> {
  if (method === 'eth_sendRawTransaction') return callWithRetry(node.upstream, method, params)
  const key = `${method}${params === undefined ? '' : JSON.stringify(params)}`
  let answer = node.gathering.get(key)
  if (!answer) {
    answer = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      node.gathering.delete(key)
      return callWithRetry(node.upstream, method, params)
    })
    node.gathering.set(key, answer)
  }
  return answer
}

/**
 * The retries of spec section 7 for what the node did not answer (a retryable HTTP status, no
 * answer at all, a time-out of a call that executes nothing): 3 more tries, 150 ms doubling, or
 * what Retry-After asks up to 30 s. The node's JSON-RPC errors are never retried: they are its
 * answer (out of gas, a revert), and would come again at the same cost.
 */
async function callWithRetry(
  upstream: RpcUpstream,
  method: string,
  params: unknown,
): Promise<RpcUpstreamAnswer> {
  for (let retry = 0; ; retry++) {
    try {
      return await upstream.call(method, params)
    } catch (error) {
      if (!(error instanceof RpcUpstreamFailure)) throw error
      const { status, retryAfter: header, timedOut, unanswered } = error.details
      const retryable =
        unanswered ||
        (timedOut && !executingMethods.has(method)) ||
        (status !== undefined && retryableHttpStatuses.includes(status))
      if (!retryable || retry >= 3) throw error
      const retryAfter = header === undefined || header.trim() === '' ? Number.NaN : Number(header)
      if (retryAfter > 30) throw error
      const delay =
        Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter * 1000 : 150 * 2 ** retry
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
}

// A time-out of these is the node executing code for as long as it allows: not worth a retry.
const executingMethods = new Set([
  'eth_call',
  'eth_estimateGas',
  'eth_createAccessList',
  'eth_simulateV1',
])

function failure(id: JsonRpcId, code: number, message: string): JsonRpcAnswer {
  return { jsonrpc: '2.0', id, error: { code, message } }
}

function isId(value: unknown): value is JsonRpcId {
  return typeof value === 'string' || typeof value === 'number' || value === null
}
