// The real chain and server behind core's feature tests (swap, on-ramp): one dev chain (anvil,
// chain 31337) and the Latchkey server in this process, its data API configured on that chain.
// startSwapServer.ts and startOnRampServer.ts say what each feature adds. Nothing is stood in.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type DevChain, type StartDevChainsReturnType, startDevChains } from '@latchkey/devchain'
import { type Config, loadConfig, startServer } from '@latchkey/server'

/** What `startChainServer` starts: the chain, what the server serves of it. */
export type StartChainServerParameters = {
  /** Names the server's temporary data folder. */
  name: string
  /** Deploy the Uniswap V2 market and its pools on the chain. */
  market: boolean
  /** The server's settings beyond its chains, made from the running chain. */
  config(chain: DevChain): Partial<Config>
}

/** The running chain and server. */
export type ChainServer = {
  /** The server's base URL: the client's `apiUrl`. */
  url: string
  /** The dev chain (with its market's router and tokens when started with one). */
  chain: DevChain
  /** A JSON-RPC call to the dev chain; its error's message is thrown. */
  rpc<result>(method: string, params: unknown[]): Promise<result>
  stop(): Promise<void>
}

/** Starts the dev chain 31337 and a server on it, as `parameters` say. */
export async function startChainServer(
  parameters: StartChainServerParameters,
): Promise<ChainServer> {
  const folder = await mkdtemp(join(tmpdir(), `latchkey-core-${parameters.name}-`))
  let devnet: StartDevChainsReturnType | undefined
  try {
    devnet = await startDevChains({ chains: [{ chainId: 31337 }], market: parameters.market })
    const chain = devnet.chains[0]!
    const config = loadConfig({
      LATCHKEY_PORT: '0',
      LATCHKEY_DATA_DIR: folder,
      LOG_LEVEL: 'silent',
    })
    const server = await startServer({
      config: {
        ...config,
        chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: chain.rpcUrl }],
        ...parameters.config(chain),
      },
    })
    const stopChain = devnet.stop
    return {
      url: server.url,
      chain,
      async rpc<result>(method: string, params: unknown[]) {
        const response = await fetch(chain.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        })
        const body = (await response.json()) as { result?: result; error?: { message: string } }
        if (body.error) throw new Error(body.error.message)
        return body.result as result
      },
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
