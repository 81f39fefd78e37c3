// The real swap market for core's swap tests: the dev chain 31337 with its Uniswap V2 pools
// (ETH, LKD and LKE at 3000, 1 and 1.1 dollars) and the Latchkey server in this process, whose
// convert routes quote and build against those pools. Nothing is stood in.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type DevChain, type StartDevChainsReturnType, startDevChains } from '@latchkey/devchain'
import { loadConfig, startServer } from '@latchkey/server'

/** The running chain and server. */
export type SwapServer = {
  /** The server's base URL: the client's `apiUrl`. */
  url: string
  /** The dev chain, with its market's router and tokens. */
  chain: DevChain
  stop(): Promise<void>
}

/** Starts the dev chain 31337 with its market and a server quoting swaps on it. */
export async function startSwapServer(): Promise<SwapServer> {
  const folder = await mkdtemp(join(tmpdir(), 'latchkey-core-swap-'))
  let devnet: StartDevChainsReturnType | undefined
  try {
    devnet = await startDevChains({ chains: [{ chainId: 31337 }] })
    const chain = devnet.chains[0]!
    const market = chain.market!
    const config = loadConfig({
      LATCHKEY_PORT: '0',
      LATCHKEY_DATA_DIR: folder,
      LOG_LEVEL: 'silent',
    })
    const server = await startServer({
      config: {
        ...config,
        chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: chain.rpcUrl }],
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
      },
    })
    const stopChain = devnet.stop
    return {
      url: server.url,
      chain,
      async stop() {
        await Promise.all([server.close(), stopChain()])
        await rm(folder, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await devnet?.stop()
    await rm(folder, { recursive: true, force: true })
    throw error
  }
}
