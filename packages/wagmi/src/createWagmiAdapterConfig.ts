import { eip155 } from '@latchkey/core/adapter'
import { type Config, createConfig, injected } from '@wagmi/core'
import { type Chain, http } from 'viem'
import { latchkeyConnector } from './connectors/latchkeyConnector.js'
import { toWagmiChain } from './utils/toWagmiChain.js'
import type { WagmiAdapterParameters } from './wagmiAdapter.js'

/**
 * The wagmi config `wagmiAdapter` connects through: the dapp's eip155 networks as wagmi's chains
 * (an `http()` transport on each one's RPC URL unless the dapp gave one), the injected connector,
 * the dapp's own connectors and the bridge that carries another source's connection to wagmi.
 */
export function createWagmiAdapterConfig(
  parameters: WagmiAdapterParameters,
  bridge: Parameters<typeof latchkeyConnector>[0],
): Config {
  const chains = parameters.networks
    .filter((network) => network.chainNamespace === eip155.namespace)
    .map(toWagmiChain)
  const [first, ...rest] = chains
  if (!first) throw new Error('wagmiAdapter needs at least one eip155 network')
  return createConfig({
    ...parameters.config,
    chains: [first, ...rest] as [Chain, ...Chain[]],
    connectors: [injected(), ...(parameters.connectors ?? []), latchkeyConnector(bridge)],
    transports: Object.fromEntries(
      chains.map((chain) => [
        chain.id,
        parameters.transports?.[chain.id] ?? http(chain.rpcUrls.default.http[0]),
      ]),
    ),
  })
}
