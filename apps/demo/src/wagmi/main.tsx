// The demo's wagmi page: Latchkey's buttons next to a panel built on wagmi's hooks, one
// connection for both (the adapter's wagmi config goes to <WagmiProvider>).
import { ConnectButton, LatchkeyProvider, NetworkButton } from '@latchkey/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { DevWalletSwitch } from '../DevWalletSwitch.js'
import { getDemoConfig } from '../demoConfig.js'
import { isDevWalletEnabled, loadDevWallet } from '../devWallet.js'
import { adapter, latchkey } from './latchkeyOnWagmi.js'
import { WagmiPanel } from './WagmiPanel.js'
import '../styles.css'

const config = getDemoConfig()
if (isDevWalletEnabled()) void loadDevWallet(config)

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
                <div className="intro">
                  <h1>Latchkey on wagmi</h1>
                  <p>
                    The widget on a wagmi dapp: one connection for Latchkey's buttons and wagmi's
                    hooks. <a href="./">The main demo</a>
                  </p>
                </div>
                <div className="buttons">
                  <NetworkButton />
                  <ConnectButton />
                </div>
              </header>
              <section aria-label="Try the widget" className="card">
                <DevWalletSwitch config={config} />
              </section>
              <WagmiPanel />
            </main>
          </LatchkeyProvider>
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  )
