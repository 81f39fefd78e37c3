// The smallest real dapp page: React, Latchkey, the EVM adapter and one ConnectButton.
// `npm run bench` measures what it loads and how fast it answers.
import { createLatchkey, defineNetwork } from '@latchkey/core'
import { evmAdapter } from '@latchkey/evm'
import { ConnectButton, LatchkeyProvider } from '@latchkey/react'
import { createRoot } from 'react-dom/client'

// What bench/run.mjs injects; read through a cast, as other bench pages declare their own.
const bench = (window as { __BENCH__?: { rpcUrl: string; relayUrl?: string } }).__BENCH__

const devnet = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Latchkey Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [bench?.rpcUrl ?? 'http://127.0.0.1:8545'] } },
})

const latchkey = createLatchkey({
  networks: [devnet],
  adapters: [evmAdapter()],
  // The stack's relay: WalletConnect is offered, its SDK loaded only when it is picked.
  relayUrl: bench?.relayUrl,
  metadata: { name: 'Bench', description: 'Minimal page', url: location.origin, icons: [] },
})

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <LatchkeyProvider client={latchkey}>
      <ConnectButton />
    </LatchkeyProvider>,
  )
