// A dapp page with the wallet registry: React, Latchkey, the EVM adapter, one ConnectButton and
// `registryUrl` pointing at the bench's server. `npm run bench` measures All Wallets on it.
import { createLatchkey, defineNetwork } from '@latchkey/core'
import { evmAdapter } from '@latchkey/evm'
import { ConnectButton, LatchkeyProvider } from '@latchkey/react'
import { createRoot } from 'react-dom/client'

declare global {
  interface Window {
    __BENCH__?: { rpcUrl: string; registryUrl: string }
  }
}

const devnet = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Latchkey Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [window.__BENCH__?.rpcUrl ?? 'http://127.0.0.1:8545'] } },
})

const latchkey = createLatchkey({
  networks: [devnet],
  adapters: [evmAdapter()],
  registryUrl: window.__BENCH__?.registryUrl ?? 'http://127.0.0.1:8787',
  metadata: { name: 'Bench', description: 'All Wallets page', url: location.origin, icons: [] },
})

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <LatchkeyProvider client={latchkey}>
      <ConnectButton />
    </LatchkeyProvider>,
  )
