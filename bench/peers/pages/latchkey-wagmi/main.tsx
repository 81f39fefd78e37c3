// Latchkey on @latchkey/wagmi, on the page bench:peers builds for every widget: React, wagmi,
// viem, mainnet and sepolia, one ConnectButton; the app wrapped in wagmi's providers as a wagmi
// dapp is, WalletConnect offered as on the lighter page.
import { createLatchkey, defineNetwork } from '@latchkey/core'
import { ConnectButton, LatchkeyProvider } from '@latchkey/react'
import { wagmiAdapter } from '@latchkey/wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const mainnet = defineNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
})
const sepolia = defineNetwork({
  id: 11155111,
  chainNamespace: 'eip155',
  name: 'Sepolia',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://sepolia.drpc.org'] } },
})

const adapter = wagmiAdapter({ networks: [mainnet, sepolia] })
const latchkey = createLatchkey({
  networks: [mainnet, sepolia],
  adapters: [adapter],
  relayUrl: 'wss://relay.walletconnect.org',
  projectId: '0123456789abcdef0123456789abcdef',
  metadata: { name: 'Bench', description: 'Minimal page', url: location.origin, icons: [] },
})
const queryClient = new QueryClient()

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <WagmiProvider config={adapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <LatchkeyProvider client={latchkey}>
          <ConnectButton />
        </LatchkeyProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
