import {
  checkDataApiBody,
  fungiblePriceRequestSchema,
  type IdentityResponse,
  type SupportedChainsResponse,
} from '@latchkey/core/internal'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { PublicClient } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import type { Config } from '../config.js'
import { convertRoutes } from '../convert/convertRoutes.js'
import { createMarket, type Market } from '../convert/createMarket.js'
import { createPoolPriceSource } from '../convert/createPoolPriceSource.js'
import { HttpError } from '../errors/http.js'
import { InvalidParameterError } from '../errors/parameter.js'
import { errorBody } from '../http/errorBody.js'
import { quoteValue as quote } from '../http/parseQuery.js'
import { getSandboxSettings } from '../onramp/getSandboxSettings.js'
import { getOnrampHistory } from '../onramp/purchases.js'
import { createChainClient } from './createChainClient.js'
import { createIndexer, type Indexer } from './createIndexer.js'
import { createPriceSource } from './createPriceSource.js'
import { createTtlCache } from './createTtlCache.js'
import type { DataChainConfig } from './DataConfig.js'
import { getBalances } from './getBalances.js'
import { getFungiblePrices } from './getFungiblePrices.js'
import { getHistory } from './getHistory.js'
import { getIdentity } from './getIdentity.js'
import { getProfileAccount } from './getProfileAccount.js'
import { decodeHistoryCursor } from './historyCursor.js'
import { loadDataConfig } from './loadDataConfig.js'
import { readBalances } from './readBalances.js'
import { parseAddressParameter, readDataQuery } from './readDataQuery.js'
import { readSolanaBalances } from './readSolanaBalances.js'
import { rpcProxyRoutes } from './rpcProxyRoutes.js'
import { writeNames } from './writeNames.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The data API's indexer: started at `ready()` (unless `config.data.indexer.enabled` is false). */
    readonly dataIndexer: Indexer
  }
}

/** Options of `dataRoutes`. */
type DataRoutesOptions = { config: Config }

/** How long a balance is reused unless `forceUpdate` (spec section 9's portfolio lifetime). */
const balanceCacheTtlMs = 30_000
/** How long an identity is reused (spec section 9). */
const identityCacheTtlMs = 5 * 60_000

type ServedChain = { caipNetworkId: string; client: PublicClient; settings: DataChainConfig }
/** A Solana chain whose balances the data API reads (no history: the indexer follows EVM chains). */
type SolanaChain = { caipNetworkId: string; rpcUrl: string; settings: DataChainConfig }

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }
// A Solana address: 32 bytes in base58.
const solanaAddressPattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * The data API (spec section 7) over the configured eip155 chains: supported chains, balances,
 * prices, identity and history (from the indexer it runs), plus the JSON-RPC proxy. Registered
 * without encapsulation, so `server.dataIndexer` is visible to whoever made the server.
 */
const plugin: FastifyPluginAsync<DataRoutesOptions> = async (server, { config }) => {
  const dataConfig = await loadDataConfig(config)
  const now = config.data?.now ?? Date.now
  // The history, balances and indexer read EVM chains; other namespaces are served elsewhere.
  const chains = new Map<string, ServedChain>(
    config.chains
      .filter((chain) => chain.caipNetworkId.startsWith('eip155:'))
      .map((chain) => [
        chain.caipNetworkId,
        {
          caipNetworkId: chain.caipNetworkId,
          client: createChainClient({ rpcUrl: chain.rpcUrl }),
          settings: dataConfig.chains[chain.caipNetworkId] ?? {
            nativeCurrency: ether,
            tokens: [],
            nfts: [],
            startBlock: 0,
          },
        },
      ]),
  )
  const solanaChains = new Map<string, SolanaChain>(
    config.chains
      .filter((chain) => chain.caipNetworkId.startsWith('solana:'))
      .map((chain) => [
        chain.caipNetworkId,
        {
          caipNetworkId: chain.caipNetworkId,
          rpcUrl: chain.rpcUrl,
          settings: dataConfig.chains[chain.caipNetworkId] ?? {
            nativeCurrency: sol,
            tokens: [],
            nfts: [],
            startBlock: 0,
          },
        },
      ]),
  )
  const settings = new Map([...chains].map(([id, chain]) => [id, chain.settings]))
  // The swap networks: the chains whose data configuration names a market.
  const markets = new Map(
    [...chains.values()].flatMap((chain): [string, Market][] => {
      const market = createMarket(chain)
      return market ? [[chain.caipNetworkId, market]] : []
    }),
  )
  // Pools' prices where a token has a pool with the native coin, the reference list otherwise.
  const prices = createPoolPriceSource({
    reference: createPriceSource(dataConfig.prices),
    markets: [...markets.values()],
    now,
  })
  // Sandbox purchases are paid from its payout account (none in production).
  const sandbox = getSandboxSettings(config)
  const sandboxPayout = sandbox && privateKeyToAddress(sandbox.payoutPrivateKey)
  server.addHook('preHandler', async (request) => {
    const path = request.routeOptions.url ?? ''
    if (path === '/v1/fungible/price' || path.startsWith('/v1/account/')) await prices.refresh()
  })
  const balances = createTtlCache<Promise<bigint[]>>({ ttlMs: balanceCacheTtlMs, now })
  const identities = createTtlCache<Promise<IdentityResponse>>({ ttlMs: identityCacheTtlMs, now })

  let indexer: Indexer | undefined
  server.decorate('dataIndexer', {
    getter() {
      if (!indexer)
        throw new Error('The indexer starts during ready(); await server.ready() first.')
      return indexer
    },
  })
  server.addHook('onReady', async () => {
    indexer = createIndexer({
      database: server.database,
      chains: [...chains.values()].map((chain) => ({
        caipNetworkId: chain.caipNetworkId,
        client: chain.client,
        startBlock: chain.settings.startBlock,
        knownTokens: chain.settings.tokens.map((token) => token.address),
      })),
      pollIntervalMs: config.data?.indexer?.pollIntervalMs,
      batchSize: config.data?.indexer?.batchSize,
      log: server.log,
      // Balances read before a reset describe a chain that is gone.
      onReset: (chainId) => balances.deletePrefix(`${chainId}/`),
    })
    if (config.data?.indexer?.enabled !== false && chains.size > 0) indexer.start()
    await writeNames(server.database, dataConfig.names)
  })
  // Before the database closes: a step under way commits or rolls back first.
  server.addHook('preClose', async () => {
    await indexer?.stop()
  })

  const onRequest = server.checkProject
  const iconUrlFor = (request: FastifyRequest) => {
    // From the configuration (or the listening address): a request's Host header is the
    // client's to choose, and would put its host into the answer.
    const base = server.publicUrl
    const projectId = (request.query as Record<string, unknown>).projectId
    // Images are behind the project check too, and an <img> cannot send a header.
    const suffix =
      typeof projectId === 'string' && projectId
        ? `?projectId=${encodeURIComponent(projectId)}`
        : ''
    return (symbol: string) =>
      `${base}/public/getTokenImage/${encodeURIComponent(symbol.toUpperCase())}${suffix}`
  }
  const selectChains = (chainId: string | undefined) =>
    chainId === undefined
      ? [...chains.values()]
      : [chains.get(chainId)].filter((c) => c !== undefined)

  server.get('/v1/supported-chains', { onRequest }, async () => {
    return {
      http: [...chains.keys(), ...solanaChains.keys()],
      ws: [],
    } satisfies SupportedChainsResponse
  })

  server.get('/v1/account/:address/balance', { onRequest }, async (request, reply) => {
    const raw = (request.params as { address: string }).address
    // A base58 address is a Solana account: its chains are read over Solana's JSON-RPC.
    const solana = solanaAddressPattern.test(raw)
    const address = solana ? raw : parseAddressParameter('address', raw)
    const query = readDataQuery(request.query)
    query.currency()
    const forceUpdate = query.flag('forceUpdate')
    const chainId = query.chainId('chainId')
    const selected: Array<ServedChain | SolanaChain> = solana
      ? chainId === undefined
        ? [...solanaChains.values()]
        : [solanaChains.get(chainId)].filter((c) => c !== undefined)
      : selectChains(chainId)
    const defaultIconUrl = iconUrlFor(request)
    const lists = await Promise.all(
      selected.map(async (chain) => {
        const key = `${chain.caipNetworkId}/${address}`
        let amounts = forceUpdate ? undefined : balances.get(key)
        if (!amounts) {
          amounts =
            'client' in chain
              ? readBalances(chain.client, chain.settings, address as `0x${string}`)
              : readSolanaBalances(chain.rpcUrl, chain.settings, address)
          balances.set(key, amounts)
          // A failed read is not kept: the next request asks the node again.
          amounts.catch(() => {
            if (balances.get(key) === amounts) balances.delete(key)
          })
        }
        return getBalances({
          caipNetworkId: chain.caipNetworkId,
          chain: chain.settings,
          amounts: await amounts.catch((error: unknown) => {
            throw Object.assign(new Error(`The node of ${chain.caipNetworkId} did not answer`), {
              cause: error,
              chainUnavailable: true,
            })
          }),
          prices,
          defaultIconUrl,
        })
      }),
    ).catch((error: Error & { chainUnavailable?: boolean }) => {
      if (!error.chainUnavailable) throw error
      request.log.warn({ err: error }, 'balance read failed')
      return error
    })
    reply.header('cache-control', 'no-store')
    if (lists instanceof Error)
      return reply.code(502).send(errorBody(502, lists.message, 'CHAIN_UNAVAILABLE'))
    return { balances: lists.flat() }
  })

  server.post('/v1/fungible/price', { onRequest }, async (request, reply) => {
    const checked = checkDataApiBody(fungiblePriceRequestSchema, request.body)
    if (!checked.success) throw new InvalidParameterError('body', `is invalid: ${checked.problem}`)
    const currency = checked.output.currency.toLowerCase()
    if (currency !== 'usd')
      throw new InvalidParameterError('currency', `must be one of usd, got ${quote(currency)}`)
    // Prices move: a shared cache must not serve one client's answer to another later.
    reply.header('cache-control', 'no-store')
    return {
      fungibles: getFungiblePrices({
        addresses: checked.output.addresses,
        chains: settings,
        prices,
        defaultIconUrl: iconUrlFor(request),
      }),
    }
  })

  server.get('/v1/identity/:address', { onRequest }, async (request, reply) => {
    const address = parseAddressParameter(
      'address',
      (request.params as { address: string }).address,
    )
    const sender = readDataQuery(request.query).string('sender')
    if (sender !== undefined) parseAddressParameter('sender', sender)
    let identity = identities.get(address)
    if (!identity) {
      identity = getIdentity(server.database, address)
      identities.set(address, identity)
      identity.catch(() => identities.delete(address))
    }
    reply.header('cache-control', `private, max-age=${identityCacheTtlMs / 1000}`)
    return identity
  })

  server.get('/v1/profile/account/:name', { onRequest }, async (request, reply) => {
    const name = (request.params as { name: string }).name.toLowerCase()
    if (name.length > 255) throw new InvalidParameterError('name', 'must be at most 255 characters')
    const profile = await getProfileAccount(server.database, name)
    if (!profile)
      throw new HttpError(404, 'NAME_NOT_FOUND', `No account has the name ${quote(name)}`)
    reply.header('cache-control', `private, max-age=${identityCacheTtlMs / 1000}`)
    return profile
  })

  server.get('/v1/account/:account/history', { onRequest }, async (request, reply) => {
    const address = parseAddressParameter(
      'account',
      (request.params as { account: string }).account,
    )
    const query = readDataQuery(request.query)
    const chainId = query.chainId('chainId')
    const cursorText = query.string('cursor')
    const cursor = cursorText === undefined ? undefined : decodeHistoryCursor(cursorText)
    const onramp = query.string('onramp')
    if (onramp !== undefined && onramp !== 'coinbase' && onramp !== 'sandbox')
      throw new InvalidParameterError('onramp', `must be coinbase or sandbox, got ${quote(onramp)}`)
    reply.header('cache-control', 'no-store')
    // On-ramp purchases are the provider's records: the sandbox's are in the database.
    if (onramp)
      return {
        data: await getOnrampHistory(server.database, {
          address,
          provider: onramp,
          chainId,
          from: sandboxPayout ?? address,
        }),
        next: null,
      }
    const selected = new Map(
      selectChains(chainId).map((chain) => [chain.caipNetworkId, chain.settings]),
    )
    return getHistory({
      database: server.database,
      address,
      chains: selected,
      cursor,
      prices,
      defaultIconUrl: iconUrlFor(request),
    })
  })

  server.register(convertRoutes, { markets, onRequest })
  server.register(rpcProxyRoutes, {
    upstreams: new Map(config.chains.map((chain) => [chain.caipNetworkId, chain.rpcUrl])),
    limits: config.limits,
  })
}

// Fastify's own marker for a plugin that shares its parent's context (what fastify-plugin sets).
Object.assign(plugin, { [Symbol.for('skip-override')]: true })

/** The data API routes and the JSON-RPC proxy (spec section 7), with the indexer behind history. */
export const dataRoutes = plugin
