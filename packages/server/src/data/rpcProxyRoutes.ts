import {
  createJsonRpcTransport,
  HttpRequestError,
  type JsonRpcTransport,
  RpcError,
  TimeoutError,
} from '@latchkey/core/internal'
import type { FastifyPluginAsync } from 'fastify'
import { HttpError } from '../errors/http.js'
import { InvalidParameterError } from '../errors/parameter.js'
import { readDataQuery } from './readDataQuery.js'
import { rpcProxyMethods } from './rpcProxyMethods.js'

/** Options of `rpcProxyRoutes`. */
export type RpcProxyRoutesOptions = {
  /** The upstream node of each served chain, by CAIP-2 id. */
  upstreams: ReadonlyMap<string, string>
  /** The fetch the transports use (tests); the global one by default. */
  fetch?: typeof globalThis.fetch | undefined
}

/** Most requests in one batch. */
export const maxRpcBatchSize = 100

type JsonRpcId = string | number | null
type JsonRpcAnswer =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: unknown }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: { code: number; message: string; data?: unknown } }

/**
 * `POST /v1/?chainId={caip2}&projectId=`: a JSON-RPC proxy to the chain's configured node, so a
 * dapp needs no node URL or key in the browser. Single requests and batches are forwarded with
 * core's JSON-RPC transport (the retries of spec section 7); methods outside the allow-list are
 * answered -32601 without reaching the node. `GET` answers what the URL serves.
 */
export const rpcProxyRoutes: FastifyPluginAsync<RpcProxyRoutesOptions> = async (
  server,
  options,
) => {
  const transports = new Map<string, JsonRpcTransport>()
  const transportOf = (chainId: string) => {
    const url = options.upstreams.get(chainId)
    if (!url)
      throw new HttpError(
        400,
        'UNSUPPORTED_CHAIN',
        `chainId ${chainId} is not served here; GET /v1/supported-chains lists the chains that are`,
      )
    let transport = transports.get(chainId)
    if (!transport) {
      transport = createJsonRpcTransport({ url, fetch: options.fetch })
      transports.set(chainId, transport)
    }
    return transport
  }
  const readChainId = (query: unknown) => {
    const chainId = readDataQuery(query).chainId('chainId')
    if (chainId === undefined)
      throw new InvalidParameterError('chainId', 'is required: the CAIP-2 id of the chain to call')
    return chainId
  }

  // The body is read as text and parsed here, so malformed JSON is a JSON-RPC parse error
  // (-32700) as clients expect, and a client that sends no or another content type still works.
  server.removeAllContentTypeParsers()
  server.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  )

  for (const url of ['/v1', '/v1/']) {
    server.get(url, { onRequest: server.checkProject }, async (request) => {
      const chainId = readChainId(request.query)
      transportOf(chainId)
      return {
        service: 'rpc',
        chainId,
        message: 'POST JSON-RPC requests (one, or a batch of up to 100) to this URL.',
        methods: [...rpcProxyMethods],
      }
    })
    server.post(url, { onRequest: server.checkProject }, async (request, reply) => {
      const transport = transportOf(readChainId(request.query))
      let body: unknown
      try {
        body = JSON.parse(typeof request.body === 'string' ? request.body : '')
      } catch {
        return failure(null, -32700, 'Parse error: the body is not JSON')
      }
      if (!Array.isArray(body)) {
        const answer = await forward(transport, body)
        return answer ?? reply.code(204).send()
      }
      if (body.length === 0) return failure(null, -32600, 'Invalid request: the batch is empty')
      if (body.length > maxRpcBatchSize)
        return failure(
          null,
          -32600,
          `Invalid request: a batch holds at most ${maxRpcBatchSize} requests`,
        )
      const answers = (await Promise.all(body.map((item) => forward(transport, item)))).filter(
        (answer) => answer !== undefined,
      )
      return answers.length > 0 ? answers : reply.code(204).send()
    })
  }
}

/** Forwards one request; undefined for a notification (no id), which gets no answer. */
async function forward(
  transport: JsonRpcTransport,
  item: unknown,
): Promise<JsonRpcAnswer | undefined> {
  const request = (typeof item === 'object' && item !== null ? item : {}) as {
    jsonrpc?: unknown
    id?: unknown
    method?: unknown
    params?: unknown
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
  try {
    const result = await transport.request({
      method: request.method,
      params: request.params as readonly unknown[] | undefined,
    })
    return isNotification ? undefined : { jsonrpc: '2.0', id, result }
  } catch (error) {
    if (isNotification) return undefined
    if (error instanceof RpcError) {
      // The node's own error, as it sent it: code, message and data (revert reasons live there).
      const upstream = error.cause as { code?: unknown; message?: unknown; data?: unknown }
      return {
        jsonrpc: '2.0',
        id,
        error: {
          code: error.code,
          message: typeof upstream?.message === 'string' ? upstream.message : error.shortMessage,
          ...(upstream?.data === undefined ? {} : { data: upstream.data }),
        },
      }
    }
    const reason =
      error instanceof HttpRequestError
        ? `HTTP status code: ${error.status}`
        : error instanceof TimeoutError
          ? 'timed out'
          : 'unreachable'
    return failure(id, -32603, `The chain's node did not answer (${reason})`)
  }
}

function failure(id: JsonRpcId, code: number, message: string): JsonRpcAnswer {
  return { jsonrpc: '2.0', id, error: { code, message } }
}

function isId(value: unknown): value is JsonRpcId {
  return typeof value === 'string' || typeof value === 'number' || value === null
}
