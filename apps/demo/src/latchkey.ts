import { createLatchkey, defineNetwork } from '@latchkey/core'
import { evmAdapter } from '@latchkey/evm'
import { getDemoConfig } from './demoConfig.js'

const config = getDemoConfig()

const [first, ...rest] = config.networks.map((network) =>
  defineNetwork({
    id: network.chainId,
    chainNamespace: 'eip155',
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [network.rpcUrl] } },
    ...(network.blockExplorerUrl
      ? { blockExplorers: { default: { name: 'Explorer', url: network.blockExplorerUrl } } }
      : {}),
  }),
)
if (!first) throw new Error('The demo needs at least one network.')
/** The demo's networks: the stack's dev chains (or your own RPC URLs, see the README). */
export const networks = [first, ...rest] as const

/** The demo's one Latchkey client, the way a dapp makes it. */
export const latchkey = createLatchkey({
  networks,
  adapters: [evmAdapter()],
  metadata: {
    name: 'Latchkey demo',
    description: 'The Latchkey example dapp',
    url: window.location.origin,
    icons: [],
  },
})
