import { createLatchkey, defineNetwork } from '@latchkey/core'
import { setPreferredAccountType } from '@latchkey/core/modal'
import { wagmiAdapter } from '@latchkey/wagmi'
import { getDemoConfig } from '../demoConfig.js'
import { getRegistryOptions } from '../registryOptions.js'

const config = getDemoConfig()

/** The stack's dev chains as the dapp's networks. */
export const networks = config.networks.map((network) =>
  defineNetwork({
    id: network.chainId,
    chainNamespace: 'eip155',
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [network.rpcUrl] } },
  }),
)

/** The adapter on a wagmi config: `adapter.wagmiConfig` goes to `<WagmiProvider>`. */
export const adapter = wagmiAdapter({ networks })

/** Email login (the embedded wallet, through the stack's wallet frame), as on the main page: on unless `?email=off`. */
const emailLogin = new URLSearchParams(window.location.search).get('email') !== 'off'

/** The page's Latchkey client, connecting through wagmi. */
export const latchkey = createLatchkey({
  networks: networks as [(typeof networks)[number], ...typeof networks],
  adapters: [adapter],
  relayUrl: config.relayUrl,
  apiUrl: config.serverUrl,
  ...(emailLogin && config.embeddedWalletUrl
    ? { embeddedWalletUrl: config.embeddedWalletUrl }
    : {}),
  ...getRegistryOptions(config),
  metadata: {
    name: 'Latchkey on wagmi',
    description: 'The Latchkey demo with wagmi hooks',
    url: window.location.origin,
    icons: [],
  },
})

// `?account=eoa`: the embedded wallet gives its EOA rather than its smart account (as on the main page).
if (new URLSearchParams(window.location.search).get('account') === 'eoa')
  void setPreferredAccountType(latchkey, { type: 'eoa' })
