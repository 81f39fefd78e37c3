import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { isAddressEqual, numberToHex } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { HttpError } from '../errors/http.js'
import { PaymasterRpcError } from '../errors/paymaster.js'
import { readProjectId } from '../projects/readProjectId.js'
import { defaultServerLimits, type ServerLimits } from '../serverLimits.js'
import { checkPaymasterPolicy } from './checkPaymasterPolicy.js'
import { type ChainPaymaster, createChainPaymaster } from './createChainPaymaster.js'
import type { PaymasterConfig } from './PaymasterConfig.js'
import { type PaymasterParams, paymasterParamsSchema } from './paymasterParamsSchema.js'
import { purgePaymasterSpend } from './purgePaymasterSpend.js'
import { recordPaymasterSpend } from './recordPaymasterSpend.js'

/** Options of `paymasterRoutes`. */
export type PaymasterRoutesOptions = {
  paymaster: PaymasterConfig
  /** The node of each chain the server serves, by CAIP-2 id. */
  upstreams: ReadonlyMap<string, string>
  /** The accounts bound (LATCHKEY_PAYMASTER_MAX_ACCOUNTS_PER_DAY); the defaults otherwise. */
  limits?: ServerLimits | undefined
}

const envelopeSchema = v.object({
  jsonrpc: v.literal('2.0', 'must be "2.0"'),
  id: v.union([v.string(), v.number(), v.null()], 'must be a string, a number or null'),
  method: v.string('must be a string'),
  params: v.optional(v.array(v.unknown(), 'must be an array')),
})
const pathSchema = v.object({ chainId: v.string() })
const methods = ['pm_getPaymasterStubData', 'pm_getPaymasterData'] as const
// The spend of past days is purged at most this often, from a request.
const purgeEveryMs = 3_600_000

type JsonRpcId = string | number | null

/**
 * `POST /v1/paymaster/{caip2}`: an ERC-7677 paymaster service (`pm_getPaymasterStubData`,
 * `pm_getPaymasterData`) for the reference VerifyingPaymaster, on each chain of
 * LATCHKEY_PAYMASTER_CHAINS. It signs only operations whose calls the request's project policy
 * covers, and only within the account's daily budget (recorded in `paymaster_spend`); the days
 * with sponsored accounts are bounded per policy and chain. One request per body.
 */
export const paymasterRoutes: FastifyPluginAsync<PaymasterRoutesOptions> = async (
  server,
  options,
) => {
  const limits = options.limits ?? defaultServerLimits
  const { paymaster } = options
  const paymasters = new Map<string, ChainPaymaster>()
  for (const chainId of paymaster.chains) {
    const rpcUrl = options.upstreams.get(chainId)
    if (!rpcUrl) throw new Error(`paymasterRoutes: ${chainId} has no node in LATCHKEY_CHAINS.`)
    paymasters.set(
      chainId,
      createChainPaymaster({
        rpcUrl,
        privateKey: paymaster.privateKey,
        address: paymaster.address,
      }),
    )
  }
  const paymasterOf = (request: FastifyRequest) => {
    const parsed = v.safeParse(pathSchema, request.params)
    const chainId = parsed.success ? parsed.output.chainId : ''
    const chain = paymasters.get(chainId)
    if (!chain)
      throw new HttpError(
        404,
        'UNSUPPORTED_CHAIN',
        `No paymaster serves ${chainId || 'that chain'} here; the served chains are ${[...paymasters.keys()].join(', ')}`,
      )
    return { chainId, chain }
  }
  let purgedAt = 0
  const purge = () => {
    if (Date.now() - purgedAt < purgeEveryMs) return
    purgedAt = Date.now()
    purgePaymasterSpend(server.database).catch((error: unknown) =>
      server.log.warn({ err: error }, 'purging the paymaster spend failed'),
    )
  }

  const readParams = async (chain: ChainPaymaster, params: unknown[]): Promise<PaymasterParams> => {
    const parsed = v.safeParse(paymasterParamsSchema, params)
    if (!parsed.success) {
      const issue = parsed.issues[0]
      const path = (issue.path ?? [])
        .map((item, index) =>
          index === 0 ? `params[${String(item.key)}]` : `.${String(item.key)}`,
        )
        .join('')
      throw new PaymasterRpcError(-32602, `Invalid params: ${path || 'params'} ${issue.message}`)
    }
    const [, entryPoint, chainId] = parsed.output
    if (!isAddressEqual(entryPoint, entryPoint07Address))
      throw new PaymasterRpcError(
        -32602,
        `Invalid params: the entry point ${entryPoint} is not supported; this paymaster serves ${entryPoint07Address} (v0.7)`,
      )
    const served = await chain.getChainId()
    if (chainId !== BigInt(served))
      throw new PaymasterRpcError(
        -32602,
        `Invalid params: params[2] names the chain ${numberToHex(chainId)}, this URL serves ${numberToHex(served)}`,
      )
    return parsed.output
  }

  const handle = async (
    request: FastifyRequest,
    method: (typeof methods)[number],
    params: unknown[],
  ) => {
    const { chainId, chain } = paymasterOf(request)
    const [operation] = await readParams(chain, params)
    const applied = checkPaymasterPolicy(paymaster.policies, readProjectId(request), operation)
    if (method === 'pm_getPaymasterStubData')
      return { ...(await chain.getStubData()), sponsor: { name: 'Latchkey' }, isFinal: false }
    purge()
    await recordPaymasterSpend(server.database, {
      policy: applied.key,
      chainId,
      account: operation.sender.toLowerCase(),
      wei: chain.maxCost(operation),
      maxWei: applied.policy.maxWeiPerAccountPerDay,
      maxAccounts: limits.paymasterMaxAccountsPerDay,
    })
    return chain.getData(operation)
  }

  // The body is read as text and parsed here, so malformed JSON is a JSON-RPC parse error.
  server.removeAllContentTypeParsers()
  server.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  )
  server.get('/v1/paymaster/:chainId', { onRequest: server.checkProject }, async (request) => {
    paymasterOf(request)
    return {
      service: 'paymaster',
      message: 'POST ERC-7677 JSON-RPC requests (one per body) to this URL.',
      methods,
    }
  })
  server.post('/v1/paymaster/:chainId', { onRequest: server.checkProject }, async (request) => {
    paymasterOf(request)
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
    const known = methods.find((name) => name === method)
    if (!known)
      return failure(id, -32601, `The method ${method} is not supported by this paymaster`)
    try {
      return { jsonrpc: '2.0', id, result: await handle(request, known, params) }
    } catch (error) {
      if (error instanceof PaymasterRpcError) return failure(id, error.code, error.shortMessage)
      throw error
    }
  })
}

function failure(id: JsonRpcId, code: number, message: string) {
  return { jsonrpc: '2.0', id, error: { code, message } }
}
