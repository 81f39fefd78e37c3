import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { BundlerRpcError } from '../errors/bundler.js'
import { HttpError } from '../errors/http.js'
import { defaultServerLimits, type ServerLimits } from '../serverLimits.js'
import type { BundlerConfig } from './BundlerConfig.js'
import { bundlerMethods } from './bundlerMethods.js'
import { type ChainBundler, createChainBundler } from './createChainBundler.js'

/** Options of `bundlerRoutes`. */
export type BundlerRoutesOptions = {
  bundler: BundlerConfig
  /** The node of each chain the server serves, by CAIP-2 id. */
  upstreams: ReadonlyMap<string, string>
  /** The pending bounds (LATCHKEY_BUNDLER_MAX_PENDING*); the defaults otherwise. */
  limits?: ServerLimits | undefined
}

// Landed operations held for look-ups per chain: a few hundred bytes each.
const maxStored = 10_000

const envelopeSchema = v.object({
  jsonrpc: v.literal('2.0', 'must be "2.0"'),
  id: v.union([v.string(), v.number(), v.null()], 'must be a string, a number or null'),
  method: v.string('must be a string'),
  params: v.optional(v.array(v.unknown(), 'must be an array')),
})

const pathSchema = v.object({ chainId: v.string() })

type JsonRpcId = string | number | null

/**
 * `POST /v1/bundler/{caip2}`: an ERC-4337 v0.7 bundler speaking the standard JSON-RPC
 * (`eth_sendUserOperation`, `eth_estimateUserOperationGas`, `eth_getUserOperationByHash`,
 * `eth_getUserOperationReceipt`, `eth_supportedEntryPoints`, `eth_chainId`) for each chain of
 * LATCHKEY_BUNDLER_CHAINS. One request per body (no batches); every route's rate limits and body
 * limit apply, and the pending operations are bounded per sender and per chain.
 */
export const bundlerRoutes: FastifyPluginAsync<BundlerRoutesOptions> = async (server, options) => {
  const limits = options.limits ?? defaultServerLimits
  const bundlers = new Map<string, ChainBundler>()
  for (const chainId of options.bundler.chains) {
    const rpcUrl = options.upstreams.get(chainId)
    if (!rpcUrl) throw new Error(`bundlerRoutes: ${chainId} has no node in LATCHKEY_CHAINS.`)
    bundlers.set(
      chainId,
      createChainBundler({
        rpcUrl,
        privateKey: options.bundler.privateKey,
        limits: {
          maxPending: limits.bundlerMaxPending,
          maxPendingPerSender: limits.bundlerMaxPendingPerSender,
          maxStored,
        },
      }),
    )
  }
  server.addHook('onClose', async () => {
    for (const bundler of bundlers.values()) bundler.close()
  })
  const bundlerOf = (request: FastifyRequest) => {
    const parsed = v.safeParse(pathSchema, request.params)
    const chainId = parsed.success ? parsed.output.chainId : ''
    const bundler = bundlers.get(chainId)
    if (!bundler)
      throw new HttpError(
        404,
        'UNSUPPORTED_CHAIN',
        `No bundler serves ${chainId || 'that chain'} here; the served chains are ${[...bundlers.keys()].join(', ')}`,
      )
    return bundler
  }

  // The body is read as text and parsed here, so malformed JSON is a JSON-RPC parse error
  // (-32700) as clients expect.
  server.removeAllContentTypeParsers()
  server.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  )

  server.get('/v1/bundler/:chainId', { onRequest: server.checkProject }, async (request) => {
    bundlerOf(request)
    return {
      service: 'bundler',
      message: 'POST ERC-4337 JSON-RPC requests (one per body) to this URL.',
      methods: [...bundlerMethods.keys()],
    }
  })
  server.post('/v1/bundler/:chainId', { onRequest: server.checkProject }, async (request) => {
    const bundler = bundlerOf(request)
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
    const handler = bundlerMethods.get(method)
    if (!handler)
      return failure(id, -32601, `The method ${method} is not supported by this bundler`)
    try {
      return { jsonrpc: '2.0', id, result: await handler(bundler, params) }
    } catch (error) {
      if (error instanceof BundlerRpcError) return failure(id, error.code, error.shortMessage)
      throw error
    }
  })
}

function failure(id: JsonRpcId, code: number, message: string) {
  return { jsonrpc: '2.0', id, error: { code, message } }
}
