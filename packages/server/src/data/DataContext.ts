import type { IdentityResponse, ProfileAccountResponse } from '@latchkey/core/protocol'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { PublicClient } from 'viem'
import type { Market } from '../convert/createMarket.js'
import type { RefreshablePriceSource } from '../convert/createPoolPriceSource.js'
import type { ServerNamespace } from '../namespaces/ServerNamespace.js'
import type { TtlCache } from './createTtlCache.js'
import type { DataChainConfig } from './DataConfig.js'
import type { EnsContext } from './ens/EnsContext.js'

/** A chain of an EVM namespace: the indexer follows it, history and swaps are served on it. */
export type EvmChain = { caipNetworkId: string; client: PublicClient; settings: DataChainConfig }

/** A chain whose balances the data API reads, through its namespace's reader. */
export type BalanceChain = {
  caipNetworkId: string
  namespace: ServerNamespace
  settings: DataChainConfig
  readBalances(address: string): Promise<bigint[]>
}

/** What the data API's handlers share: the server, its chains, prices and caches. */
export type DataContext = {
  server: FastifyInstance
  namespaces: readonly ServerNamespace[]
  evmChains: ReadonlyMap<string, EvmChain>
  balanceChains: readonly BalanceChain[]
  settings: ReadonlyMap<string, DataChainConfig>
  markets: ReadonlyMap<string, Market>
  prices: RefreshablePriceSource
  balances: TtlCache<Promise<bigint[]>>
  identities: TtlCache<Promise<IdentityResponse>>
  /** The names route's answers (undefined: no such name), kept as long as identities. */
  profiles: TtlCache<Promise<ProfileAccountResponse | undefined>>
  /** The chains whose ENS names and avatars the identity and names routes read. */
  ens: EnsContext
  /** The sandbox on-ramp's payout account, whose purchases' history is its transfers. */
  sandboxPayout: `0x${string}` | undefined
  /** The default token image URL for a request (its project id carried along). */
  iconUrlFor(request: FastifyRequest): (symbol: string) => string
}
