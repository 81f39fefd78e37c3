// The real swap market for core's swap tests: the dev chain 31337 with its Uniswap V2 pools
// (ETH, LKD and LKE at 3000, 1 and 1.1 dollars) and the Latchkey server in this process, whose
// convert routes quote and build against those pools. Nothing is stood in.
import { type ChainServer, startChainServer } from './startChainServer.js'

/** The running chain (with its market) and server. */
export type SwapServer = ChainServer

/** Starts the dev chain 31337 with its market and a server quoting swaps on it. */
export function startSwapServer(): Promise<SwapServer> {
  return startChainServer({
    name: 'swap',
    market: true,
    config: (chain) => {
      const market = chain.market!
      return {
        data: {
          indexer: { enabled: false },
          config: {
            chains: {
              'eip155:31337': {
                tokens: market.tokens,
                market: { router: market.router, tokens: market.tokens },
              },
            },
            prices: { ETH: 3000, LKD: 1, LKE: 1.1 },
          },
        },
      }
    },
  })
}
