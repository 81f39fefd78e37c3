import { eip155NativeTokenAddress } from '@latchkey/core/protocol'
import { type Address, type PublicClient, parseAbi, zeroAddress } from 'viem'
import type { DataChainConfig, DataNativeCurrency, DataToken } from '../data/DataConfig.js'

export const routerAbi = parseAbi([
  'function WETH() view returns (address)',
  'function factory() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])
const factoryAbi = parseAbi([
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
])
const pairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function token0() view returns (address)',
])

/** A coin the market swaps: the native coin (address the all-e placeholder) or an ERC-20. */
export type MarketToken = (DataNativeCurrency | DataToken) & {
  /** Lower-case 0x address; the all-e placeholder for the native coin. */
  address: `0x${string}`
  native: boolean
}

/** A route's quote: the amounts at each step and the pools' mid-price output. */
type MarketQuote = {
  /** The path of addresses as the router takes it (WETH for the native coin). */
  path: Address[]
  /** The tokens along the path, as the wire names them (the native coin as all-e). */
  tokens: `0x${string}`[]
  amountOut: bigint
  /** What `amountIn` would buy at the pools' mid prices less the 0.3 % fee of each hop. */
  idealOut: bigint
}

/** One chain's Uniswap V2 market, read through its router. */
export type Market = {
  caipNetworkId: string
  client: PublicClient
  router: Address
  /** The native coin first, then the configured ERC-20s. */
  tokens: MarketToken[]
  /** The token with this 0x address (lower case), or undefined. */
  findToken(address: string): MarketToken | undefined
  /** The router's wrapped native coin (read once). */
  weth(): Promise<Address>
  /** Quotes `amountIn` of `from` in `to`; undefined when no pool route exists. */
  quote(from: MarketToken, to: MarketToken, amountIn: bigint): Promise<MarketQuote | undefined>
  /** A token's pool against the native coin: its reserves (token, native), or undefined. */
  nativeReserves(token: MarketToken): Promise<{ token: bigint; native: bigint } | undefined>
}

/** The market of a chain whose data configuration names one, else undefined. */
export function createMarket(parameters: {
  caipNetworkId: string
  client: PublicClient
  settings: DataChainConfig
}): Market | undefined {
  const { caipNetworkId, client, settings } = parameters
  const market = settings.market
  if (!market) return undefined
  const tokens: MarketToken[] = [
    { ...settings.nativeCurrency, address: eip155NativeTokenAddress, native: true },
    ...market.tokens.map((token) => ({ ...token, native: false })),
  ]
  let weth: Promise<Address> | undefined
  let factory: Promise<Address> | undefined
  // Pairs do not move once made; a missing pair is asked again (it may be created later).
  const pairs = new Map<string, Promise<Address>>()
  const readWeth = () => {
    weth ??= client.readContract({ address: market.router, abi: routerAbi, functionName: 'WETH' })
    weth.catch(() => {
      weth = undefined
    })
    return weth
  }
  const readFactory = () => {
    factory ??= client.readContract({
      address: market.router,
      abi: routerAbi,
      functionName: 'factory',
    })
    factory.catch(() => {
      factory = undefined
    })
    return factory
  }
  const getPair = async (a: Address, b: Address) => {
    const key = [a, b]
      .map((x) => x.toLowerCase())
      .sort()
      .join('/')
    let pair = pairs.get(key)
    if (!pair) {
      pair = readFactory().then((address) =>
        client.readContract({ address, abi: factoryAbi, functionName: 'getPair', args: [a, b] }),
      )
      pairs.set(key, pair)
      pair.then(
        (found) => found === zeroAddress && pairs.delete(key),
        () => pairs.delete(key),
      )
    }
    const found = await pair
    return found === zeroAddress ? undefined : found
  }
  // A pool's reserves ordered as (a, b).
  const reserves = async (a: Address, b: Address) => {
    const pair = await getPair(a, b)
    if (!pair) return undefined
    const [[reserve0, reserve1], token0] = await Promise.all([
      client.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' }),
      client.readContract({ address: pair, abi: pairAbi, functionName: 'token0' }),
    ])
    return token0.toLowerCase() === a.toLowerCase()
      ? ([reserve0, reserve1] as const)
      : ([reserve1, reserve0] as const)
  }
  const onChain = async (token: MarketToken) => (token.native ? await readWeth() : token.address)

  return {
    caipNetworkId,
    client,
    router: market.router,
    tokens,
    weth: readWeth,
    findToken: (address) => tokens.find((token) => token.address === address.toLowerCase()),
    async quote(from, to, amountIn) {
      const [a, b, wrapped] = await Promise.all([onChain(from), onChain(to), readWeth()])
      // Direct when a pool of the two exists, else through the wrapped native coin.
      const direct = await getPair(a, b)
      const path: Address[] = direct || a === wrapped || b === wrapped ? [a, b] : [a, wrapped, b]
      const hops = path.slice(1).map((next, index) => [path[index]!, next] as const)
      const pools = await Promise.all(hops.map(([x, y]) => reserves(x, y)))
      if (pools.some((pool) => !pool || pool[0] === 0n || pool[1] === 0n)) return undefined
      const amounts = await client.readContract({
        address: market.router,
        abi: routerAbi,
        functionName: 'getAmountsOut',
        args: [amountIn, path],
      })
      let idealOut = amountIn
      for (const pool of pools) idealOut = (idealOut * 997n * pool![1]) / (1000n * pool![0])
      const wire = (address: Address, index: number) =>
        (index === 0 && from.native) || (index === path.length - 1 && to.native)
          ? eip155NativeTokenAddress
          : (address.toLowerCase() as `0x${string}`)
      return { path, tokens: path.map(wire), amountOut: amounts.at(-1) ?? 0n, idealOut }
    },
    async nativeReserves(token) {
      if (token.native) return undefined
      const pool = await reserves(token.address, await readWeth())
      return pool && { token: pool[0], native: pool[1] }
    },
  }
}
