// The real on-ramp for core's on-ramp tests: one dev chain (anvil, without the Uniswap market) and
// the Latchkey server in this process with its sandbox provider, which pays out on that chain
// from a dev account. Nothing is stood in; only the provider's checkout page is paid by posting
// its form, as a person's browser would.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { devAccounts, type StartDevChainsReturnType, startDevChains } from '@latchkey/devchain'
import { loadConfig, startServer } from '@latchkey/server'

/** The running chain and server, and what a test does with them. */
export type OnRampServer = {
  /** The server's base URL: the client's `apiUrl`. */
  url: string
  /** Pays a checkout page with the sandbox's test card, as its form does. */
  pay(checkoutUrl: string, amount: string): Promise<Response>
  /** The native balance of `address` on the dev chain, in wei. */
  getBalance(address: string): Promise<bigint>
  stop(): Promise<void>
}

/** Starts the dev chain 31337 and a server selling its Ether (3000 USD) through the sandbox. */
export async function startOnRampServer(): Promise<OnRampServer> {
  const folder = await mkdtemp(join(tmpdir(), 'latchkey-core-onramp-'))
  let devnet: StartDevChainsReturnType | undefined
  try {
    devnet = await startDevChains({ chains: [{ chainId: 31337 }], market: false })
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
        data: {
          indexer: { enabled: false },
          config: { chains: { 'eip155:31337': { tokens: [chain.token] } }, prices: { ETH: 3000 } },
        },
        onramp: { sandbox: { payoutPrivateKey: devAccounts[9]!.privateKey } },
      },
    })
    const stopChain = devnet.stop
    return {
      url: server.url,
      pay: (checkoutUrl, amount) =>
        fetch(checkoutUrl.split('?')[0]!, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ amount, currency: 'USD', cardNumber: '4242424242424242' }),
        }),
      async getBalance(address) {
        const response = await fetch(chain.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'eth_getBalance',
            params: [address, 'latest'],
          }),
        })
        const { result } = (await response.json()) as { result: string }
        return BigInt(result)
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
