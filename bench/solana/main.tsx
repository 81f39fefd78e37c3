// A dapp page of two namespaces: React, Latchkey, the EVM and Solana adapters and one
// ConnectButton. `npm run bench:solana` measures what Solana adds to its first load and how fast a
// Solana wallet connects.
import { createLatchkey, defineNetwork } from '@latchkey/core'
import { evmAdapter } from '@latchkey/evm'
import { ConnectButton, LatchkeyProvider } from '@latchkey/react'
import { solanaAdapter } from '@latchkey/solana'
import { createRoot } from 'react-dom/client'

// What bench/solana.mjs injects; read through a cast, as other bench pages declare their own.
const bench = (window as { __BENCH__?: { solanaRpcUrl: string; solanaReference: string } })
  .__BENCH__

const devnet = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Latchkey Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const solanaDevnet = defineNetwork({
  id: bench?.solanaReference ?? 'HudCr2qVEXg2s6xWdBiPBC1CQfZhb1kr',
  chainNamespace: 'solana',
  name: 'Latchkey Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [bench?.solanaRpcUrl ?? 'http://127.0.0.1:8899'] } },
})

const latchkey = createLatchkey({
  networks: [solanaDevnet, devnet],
  adapters: [evmAdapter(), solanaAdapter()],
  metadata: { name: 'Bench', description: 'Solana page', url: location.origin, icons: [] },
})

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <LatchkeyProvider client={latchkey}>
      <ConnectButton />
    </LatchkeyProvider>,
  )
