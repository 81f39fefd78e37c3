// The real on-ramp for core's on-ramp tests: one dev chain (anvil, without the Uniswap market) and
// the Latchkey server in this process with its sandbox provider, which pays out on that chain
// from a dev account. Nothing is stood in; only the provider's checkout page is paid by posting
// its form, as a person's browser would.
import { devAccounts } from '@latchkey/devchain'
import { type ChainServer, startChainServer } from './startChainServer.js'

/** The running chain and server, and what a test does with them. */
export type OnRampServer = ChainServer & {
  /** Pays a checkout page with the sandbox's test card, as its form does. */
  pay(checkoutUrl: string, amount: string): Promise<Response>
  /** The native balance of `address` on the dev chain, in wei. */
  getBalance(address: string): Promise<bigint>
}

/** Starts the dev chain 31337 and a server selling its Ether (3000 USD) through the sandbox. */
export async function startOnRampServer(): Promise<OnRampServer> {
  const server = await startChainServer({
    name: 'onramp',
    market: false,
    config: (chain) => ({
      data: {
        indexer: { enabled: false },
        config: { chains: { 'eip155:31337': { tokens: [chain.token] } }, prices: { ETH: 3000 } },
      },
      onramp: { sandbox: { payoutPrivateKey: devAccounts[9]!.privateKey } },
    }),
  })
  return {
    ...server,
    pay: (checkoutUrl, amount) =>
      fetch(checkoutUrl.split('?')[0]!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ amount, currency: 'USD', cardNumber: '4242424242424242' }),
      }),
    getBalance: async (address) =>
      BigInt(await server.rpc<string>('eth_getBalance', [address, 'latest'])),
  }
}
