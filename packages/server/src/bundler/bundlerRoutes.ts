import type { FastifyPluginAsync } from 'fastify'
import { BundlerRpcError } from '../errors/bundler.js'
import { installChainRpcService } from '../http/installChainRpcService.js'
import { defaultServerLimits, type ServerLimits } from '../serverLimits.js'
import type { BundlerConfig } from './BundlerConfig.js'
import { bundlerMethods } from './bundlerMethods.js'
import { createChainBundler } from './createChainBundler.js'

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

/**
 * `POST /v1/bundler/{caip2}`: an ERC-4337 v0.7 bundler speaking the standard JSON-RPC
 * (`eth_sendUserOperation`, `eth_estimateUserOperationGas`, `eth_getUserOperationByHash`,
 * `eth_getUserOperationReceipt`, `eth_supportedEntryPoints`, `eth_chainId`) for each chain of
 * LATCHKEY_BUNDLER_CHAINS. One request per body (no batches); every route's rate limits and body
 * limit apply, and the pending operations are bounded per sender and per chain.
 */
export const bundlerRoutes: FastifyPluginAsync<BundlerRoutesOptions> = async (server, options) => {
  const limits = options.limits ?? defaultServerLimits
  const bundlers = installChainRpcService(server, {
    service: 'bundler',
    standard: 'ERC-4337',
    routes: 'bundlerRoutes',
    chains: options.bundler.chains,
    upstreams: options.upstreams,
    create: (rpcUrl) =>
      createChainBundler({
        rpcUrl,
        privateKey: options.bundler.privateKey,
        limits: {
          maxPending: limits.bundlerMaxPending,
          maxPendingPerSender: limits.bundlerMaxPendingPerSender,
          maxStored,
        },
      }),
    methods: bundlerMethods,
    rpcError: BundlerRpcError,
  })
  server.addHook('onClose', async () => {
    for (const bundler of bundlers.values()) bundler.close()
  })
}
