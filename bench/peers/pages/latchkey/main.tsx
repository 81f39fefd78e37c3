// Latchkey on the page bench:peers builds for every widget: React, mainnet and sepolia, one
// ConnectButton; WalletConnect offered as the others offer it (its SDK loads only when picked).
import { createLatchkey, defineNetwork } from '@latchkey/core'
import { evmAdapter } from '@latchkey/evm'
import { ConnectButton, LatchkeyProvider } from '@latchkey/react'
import { createRoot } from 'react-dom/client'

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

const latchkey = createLatchkey({
  networks: [mainnet, sepolia],
  adapters: [evmAdapter()],
  relayUrl: 'wss://relay.walletconnect.org',
  projectId: '0123456789abcdef0123456789abcdef',
  metadata: { name: 'Bench', description: 'Minimal page', url: location.origin, icons: [] },
})

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <LatchkeyProvider client={latchkey}>
      <ConnectButton />
    </LatchkeyProvider>,
  )
