// The data configuration of the dev chains with their Uniswap V2 markets, as the stack gives it.
import type { DevChain } from '@latchkey/devchain'

/** Chains keyed by CAIP-2 id: each chain's market tokens listed, and its market. */
export function devMarketConfig(chains: readonly DevChain[]) {
  return {
    chains: Object.fromEntries(
      chains.map((chain) => [
        `eip155:${chain.chainId}`,
        {
          tokens: chain.market?.tokens ?? [chain.token],
          ...(chain.market
            ? { market: { router: chain.market.router, tokens: chain.market.tokens } }
            : {}),
        },
      ]),
    ),
    prices: { ETH: 3000, LKD: 1, LKE: 1.1 },
  }
}
