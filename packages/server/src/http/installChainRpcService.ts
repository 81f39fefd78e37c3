import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { HttpError } from '../errors/http.js'

/** One JSON-RPC method of a chain service: the chain's service and the request's params, to its result. */
export type ChainRpcMethod<chain> = (
  chain: chain,
  params: unknown[],
  context: { chainId: string; request: FastifyRequest },
) => Promise<unknown>

/** Parameters of `installChainRpcService`. */
export type InstallChainRpcServiceParameters<chain> = {
  /** The service's name: it serves `/v1/{service}/{caip2}`, and its refusals name it. */
  service: string
  /** The standard its JSON-RPC follows, in what a GET of the URL answers (`ERC-4337`). */
  standard: string
  /** The routes plugin, named in the start-up error of a chain without a node. */
  routes: string
  /** The chains served, by CAIP-2 id. */
  chains: readonly string[]
  /** The node of each chain the server serves, by CAIP-2 id. */
  upstreams: ReadonlyMap<string, string>
  /** Makes one chain's service from its node. */
  create: (rpcUrl: string) => chain
  /** The methods answered, by name. */
  methods: ReadonlyMap<string, ChainRpcMethod<chain>>
  /** The error a method throws to refuse: its code and short message are the JSON-RPC error. */
  rpcError: abstract new (
    ...args: never[]
  ) => { code: number; shortMessage: string }
}

const envelopeSchema = v.object({
  jsonrpc: v.literal('2.0', 'must be "2.0"'),
  id: v.union([v.string(), v.number(), v.null()], 'must be a string, a number or null'),
  method: v.string('must be a string'),
  params: v.optional(v.array(v.unknown(), 'must be an array')),
})

const pathSchema = v.object({ chainId: v.string() })

type JsonRpcId = string | number | null

/**
 * Serves a JSON-RPC service per chain at `/v1/{service}/{caip2}` (the bundler, the paymaster):
 * makes each chain's service from its node, answers a GET with what the URL serves, and a POST
 * with one request per body (no batches), refusing an unserved chain (404 UNSUPPORTED_CHAIN), a
 * body that is not JSON (-32700), a bad envelope naming its field (-32600) and an unknown method
 * (-32601). The server's rate limits and body limit apply as on every route. Call it inside the
 * service's plugin: the plugin's content type parsers are replaced. Returns the chains' services.
 */
export function installChainRpcService<chain>(
  server: FastifyInstance,
  parameters: InstallChainRpcServiceParameters<chain>,
): ReadonlyMap<string, chain> {
  const { service, methods, rpcError } = parameters
  const chains = new Map<string, chain>()
  for (const chainId of parameters.chains) {
    const rpcUrl = parameters.upstreams.get(chainId)
    if (!rpcUrl) throw new Error(`${parameters.routes}: ${chainId} has no node in LATCHKEY_CHAINS.`)
    chains.set(chainId, parameters.create(rpcUrl))
  }
  const chainOf = (request: FastifyRequest) => {
    const parsed = v.safeParse(pathSchema, request.params)
    const chainId = parsed.success ? parsed.output.chainId : ''
    const chain = chains.get(chainId)
    if (chain === undefined)
      throw new HttpError(
        404,
        'UNSUPPORTED_CHAIN',
        `No ${service} serves ${chainId || 'that chain'} here; the served chains are ${[...chains.keys()].join(', ')}`,
      )
    return { chainId, chain }
  }

  // The body is read as text and parsed here, so malformed JSON is a JSON-RPC parse error
  // (-32700) as clients expect.
  server.removeAllContentTypeParsers()
  server.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  )

  const path = `/v1/${service}/:chainId`
  server.get(path, { onRequest: server.checkProject }, async (request) => {
    chainOf(request)
    return {
      service,
      message: `POST ${parameters.standard} JSON-RPC requests (one per body) to this URL.`,
      methods: [...methods.keys()],
    }
  })
  server.post(path, { onRequest: server.checkProject }, async (request) => {
    const { chainId, chain } = chainOf(request)
    let body: unknown
    try {
      body = JSON.parse(typeof request.body === 'string' ? request.body : '')
    } catch {
      return failure(null, -32700, 'Parse error: the body is not JSON')
    }
    if (Array.isArray(body))
      return failure(null, -32600, 'Invalid request: batches are not supported, send one request')
    const envelope = v.safeParse(envelopeSchema, body)
    if (!envelope.success) {
      const issue = envelope.issues[0]
      const field = issue.path?.map((item) => String(item.key)).join('.')
      return failure(
        null,
        -32600,
        `Invalid request: ${field ? `${field} ${issue.message}` : 'expected {"jsonrpc":"2.0","method":…,"params":[…],"id":…}'}`,
      )
    }
    const { id, method, params = [] } = envelope.output
    const handler = methods.get(method)
    if (!handler)
      return failure(id, -32601, `The method ${method} is not supported by this ${service}`)
    try {
      return { jsonrpc: '2.0', id, result: await handler(chain, params, { chainId, request }) }
    } catch (error) {
      if (error instanceof rpcError) return failure(id, error.code, error.shortMessage)
      throw error
    }
  })
  return chains
}

function failure(id: JsonRpcId, code: number, message: string) {
  return { jsonrpc: '2.0', id, error: { code, message } }
}
