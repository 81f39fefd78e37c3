// The demo's wagmi page: Latchkey's buttons next to a panel built on wagmi's hooks, one
// connection for both (the adapter's wagmi config goes to <WagmiProvider>).
import { ConnectButton, LatchkeyProvider, NetworkButton } from '@latchkey/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { getDemoConfig } from '../demoConfig.js'
import { isDevWalletEnabled, loadDevWallet } from '../devWallet.js'
import { adapter, latchkey } from './latchkeyOnWagmi.js'
import { WagmiPanel } from './WagmiPanel.js'
import '../styles.css'

if (isDevWalletEnabled()) void loadDevWallet(getDemoConfig())

const queryClient = new QueryClient()

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <StrictMode>
      <WagmiProvider config={adapter.wagmiConfig}>
        <QueryClientProvider client={queryClient}>
          <LatchkeyProvider client={latchkey}>
            <main>
              <header className="top">
                <h1>Latchkey on wagmi</h1>
              </header>
              <div className="buttons">
                <NetworkButton />
                <ConnectButton />
              </div>
              <WagmiPanel />
            </main>
          </LatchkeyProvider>
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  )
