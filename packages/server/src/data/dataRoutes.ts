import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify'
import { privateKeyToAddress } from 'viem/accounts'
import type { Config } from '../config.js'
import { convertRoutes } from '../convert/convertRoutes.js'
import { createMarket, type Market } from '../convert/createMarket.js'
import { createPoolPriceSource } from '../convert/createPoolPriceSource.js'
import { nameRoutes } from '../names/nameRoutes.js'
import { defaultServerNamespaces } from '../namespaces/defaultServerNamespaces.js'
import { getServerNamespace } from '../namespaces/getServerNamespace.js'
import type { ServerNamespace } from '../namespaces/ServerNamespace.js'
import { getSandboxSettings } from '../onramp/getSandboxSettings.js'
import { readQueryProjectId } from '../projects/readQueryProjectId.js'
import { createChainClient } from './createChainClient.js'
import { createPriceSource } from './createPriceSource.js'
import { createTtlCache } from './createTtlCache.js'
import type { DataConfig } from './DataConfig.js'
import type { BalanceChain, DataContext, EvmChain } from './DataContext.js'
import {
  getAccountBalance,
  getAccountHistory,
  getAccountIdentity,
  getSupportedChains,
  identityCacheTtlMs,
  postFungiblePrice,
} from './dataHandlers.js'
import { createCcipRequest, type OwnCcipGateway } from './ens/createCcipRequest.js'
import { installIndexer } from './installIndexer.js'
import { loadDataConfig } from './loadDataConfig.js'
import { rpcProxyRoutes } from './rpcProxyRoutes.js'

/** Options of `dataRoutes`. */
type DataRoutesOptions = {
  config: Config
  /** The namespaces whose chains are served; default `defaultServerNamespaces`. */
  namespaces?: readonly ServerNamespace[] | undefined
}

/** How long one ENS read of a chain may take (per attempt). */
const ensReadTimeoutMs = 2_000

/** How long a balance is reused unless `forceUpdate` (spec section 9's portfolio lifetime). */
const balanceCacheTtlMs = 30_000

/**
 * The data API (spec section 7): supported chains, balances (through each chain's namespace),
 * prices, identity and history (from the indexer it runs over the EVM chains), plus the JSON-RPC
 * proxy. Registered without encapsulation, so `server.dataIndexer` is visible to whoever made the
 * server.
 */
const plugin: FastifyPluginAsync<DataRoutesOptions> = async (server, options) => {
  const { config } = options
  const dataConfig = await loadDataConfig(config)
  const context = createDataContext(server, options, dataConfig)
  server.addHook('preHandler', async (request) => {
    const path = request.routeOptions.url ?? ''
    if (path === '/v1/fungible/price' || path.startsWith('/v1/account/'))
      await context.prices.refresh()
  })
  installIndexer(server, { config, dataConfig, context })

  const onRequest = server.checkProject
  server.get('/v1/supported-chains', { onRequest }, getSupportedChains(context))
  server.get('/v1/account/:address/balance', { onRequest }, getAccountBalance(context))
  server.post('/v1/fungible/price', { onRequest }, postFungiblePrice(context))
  server.get('/v1/identity/:address', { onRequest }, getAccountIdentity(context))
  server.get('/v1/account/:account/history', { onRequest }, getAccountHistory(context))
  server.register(nameRoutes, { config, data: context })
  server.register(convertRoutes, { markets: context.markets, onRequest })
  server.register(rpcProxyRoutes, {
    upstreams: new Map(config.chains.map((chain) => [chain.caipNetworkId, chain.rpcUrl])),
    limits: config.limits,
  })
}

/** The data API's chains (each through its namespace), markets, prices and caches. */
function createDataContext(
  server: FastifyInstance,
  options: DataRoutesOptions,
  dataConfig: DataConfig,
): DataContext {
  const { config } = options
  const namespaces = options.namespaces ?? defaultServerNamespaces
  const now = config.data?.now ?? Date.now
  const evmChains = new Map<string, EvmChain>()
  const balanceChains: BalanceChain[] = []
  for (const chain of config.chains) {
    const namespace = getServerNamespace(namespaces, chain.caipNetworkId)
    if (!namespace) continue
    const settings = dataConfig.chains[chain.caipNetworkId] ?? {
      nativeCurrency: namespace.balances?.nativeCurrency ?? { name: '', symbol: '', decimals: 0 },
      tokens: [],
      nfts: [],
      startBlock: 0,
    }
    if (namespace.createEvmClient)
      evmChains.set(chain.caipNetworkId, {
        caipNetworkId: chain.caipNetworkId,
        client: namespace.createEvmClient(chain.rpcUrl),
        settings,
      })
    if (namespace.balances)
      balanceChains.push({
        caipNetworkId: chain.caipNetworkId,
        namespace,
        settings,
        readBalances: namespace.balances.createReader({ ...chain, settings }),
      })
  }
  // The swap networks: the chains whose data configuration names a market.
  // ENS chains by chain id: Ethereum's (1) is asked first when the server has it.
  const httpHosts = dataConfig.avatarHosts ?? []
  const ownGateway: OwnCcipGateway = {}
  const ccipRequest = createCcipRequest({ httpHosts, own: ownGateway })
  const ensChains = config.chains
    .flatMap((chain) => {
      const universalResolver = dataConfig.chains[chain.caipNetworkId]?.ens?.universalResolver
      return universalResolver && evmChains.has(chain.caipNetworkId)
        ? [
            {
              caipNetworkId: chain.caipNetworkId,
              // Short time-outs: a name is a nicety, and the route must answer.
              client: createChainClient({
                rpcUrl: chain.rpcUrl,
                timeout: ensReadTimeoutMs,
                ccipRequest,
              }),
              universalResolver,
            },
          ]
        : []
    })
    .sort((a, b) => Number(a.caipNetworkId.split(':')[1]) - Number(b.caipNetworkId.split(':')[1]))
  const markets = new Map(
    [...evmChains.values()].flatMap((chain): [string, Market][] => {
      const market = createMarket(chain)
      return market ? [[chain.caipNetworkId, market]] : []
    }),
  )
  const sandbox = getSandboxSettings(config)
  return {
    server,
    namespaces,
    evmChains,
    balanceChains,
    settings: new Map([...evmChains].map(([id, chain]) => [id, chain.settings])),
    markets,
    // Pools' prices where a token has a pool with the native coin, the reference list otherwise.
    prices: createPoolPriceSource({
      reference: createPriceSource(dataConfig.prices),
      markets: [...markets.values()],
      now,
    }),
    balances: createTtlCache({ ttlMs: balanceCacheTtlMs, now }),
    identities: createTtlCache({ ttlMs: identityCacheTtlMs, now }),
    profiles: createTtlCache({ ttlMs: identityCacheTtlMs, now }),
    ens: { chains: ensChains, httpHosts, ownGateway },
    // Sandbox purchases are paid from its payout account (none in production).
    sandboxPayout: sandbox && privateKeyToAddress(sandbox.payoutPrivateKey),
    iconUrlFor: (request: FastifyRequest) => {
      // From the configuration (or the listening address): a request's Host header is the
      // client's to choose, and would put its host into the answer.
      const base = server.publicUrl
      const projectId = readQueryProjectId(request)
      // Images are behind the project check too, and an <img> cannot send a header.
      const suffix =
        typeof projectId === 'string' && projectId
          ? `?projectId=${encodeURIComponent(projectId)}`
          : ''
      return (symbol: string) =>
        `${base}/public/getTokenImage/${encodeURIComponent(symbol.toUpperCase())}${suffix}`
    },
  }
}

// Fastify's own marker for a plugin that shares its parent's context (what fastify-plugin sets).
Object.assign(plugin, { [Symbol.for('skip-override')]: true })

/** The data API routes and the JSON-RPC proxy (spec section 7), with the indexer behind history. */
export const dataRoutes = plugin
