import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { isAddressEqual, numberToHex } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { PaymasterRpcError } from '../errors/paymaster.js'
import { type ChainRpcMethod, installChainRpcService } from '../http/installChainRpcService.js'
import { readRpcParams } from '../http/readRpcParams.js'
import { readProjectId } from '../projects/readProjectId.js'
import { defaultServerLimits, type ServerLimits } from '../serverLimits.js'
import { checkPaymasterPolicy } from './checkPaymasterPolicy.js'
import { type ChainPaymaster, createChainPaymaster } from './createChainPaymaster.js'
import type { PaymasterConfig } from './PaymasterConfig.js'
import { type PaymasterParams, paymasterParamsSchema } from './paymasterParamsSchema.js'
import { purgePaymasterSpend } from './purgePaymasterSpend.js'
import {
  checkPaymasterSpend,
  type RecordPaymasterSpendParameters,
  recordPaymasterSpend,
} from './recordPaymasterSpend.js'

/** Options of `paymasterRoutes`. */
export type PaymasterRoutesOptions = {
  paymaster: PaymasterConfig
  /** The node of each chain the server serves, by CAIP-2 id. */
  upstreams: ReadonlyMap<string, string>
  /** The accounts bound (LATCHKEY_PAYMASTER_MAX_ACCOUNTS_PER_DAY); the defaults otherwise. */
  limits?: ServerLimits | undefined
}

// The spend of past days is purged at most this often, from a request.
const purgeEveryMs = 3_600_000

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
  let purgedAt = 0
  const purge = () => {
    if (Date.now() - purgedAt < purgeEveryMs) return
    purgedAt = Date.now()
    purgePaymasterSpend(server.database).catch((error: unknown) =>
      server.log.warn({ err: error }, 'purging the paymaster spend failed'),
    )
  }

  const readParams = async (chain: ChainPaymaster, params: unknown[]): Promise<PaymasterParams> => {
    const parsed = readRpcParams(paymasterParamsSchema, params, PaymasterRpcError)
    const [, entryPoint, chainId] = parsed
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
    return parsed
  }

  // The policy and the day's budget are checked for the stub data as for the signed data, so a
  // wallet learns early (the signed data records the spend).
  const sponsor = async (
    chain: ChainPaymaster,
    params: unknown[],
    { chainId, request }: { chainId: string; request: FastifyRequest },
  ): Promise<{ operation: PaymasterParams[0]; spend: RecordPaymasterSpendParameters }> => {
    const [operation] = await readParams(chain, params)
    const applied = checkPaymasterPolicy(paymaster.policies, readProjectId(request), operation)
    const spend = {
      policy: applied.key,
      chainId,
      account: operation.sender.toLowerCase(),
      wei: chain.maxCost(operation),
      maxWei: applied.policy.maxWeiPerAccountPerDay,
      maxAccounts: limits.paymasterMaxAccountsPerDay,
    }
    return { operation, spend }
  }
  const methods = new Map<string, ChainRpcMethod<ChainPaymaster>>([
    [
      'pm_getPaymasterStubData',
      async (chain, params, context) => {
        await checkPaymasterSpend(server.database, (await sponsor(chain, params, context)).spend)
        return { ...(await chain.getStubData()), sponsor: { name: 'Latchkey' }, isFinal: false }
      },
    ],
    [
      'pm_getPaymasterData',
      async (chain, params, context) => {
        const { operation, spend } = await sponsor(chain, params, context)
        purge()
        await recordPaymasterSpend(server.database, spend)
        return chain.getData(operation)
      },
    ],
  ])
  installChainRpcService(server, {
    service: 'paymaster',
    standard: 'ERC-7677',
    routes: 'paymasterRoutes',
    chains: paymaster.chains,
    upstreams: options.upstreams,
    create: (rpcUrl) =>
      createChainPaymaster({
        rpcUrl,
        privateKey: paymaster.privateKey,
        address: paymaster.address,
      }),
    methods,
    rpcError: PaymasterRpcError,
  })
}
