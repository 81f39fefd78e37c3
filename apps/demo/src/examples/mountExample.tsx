import { LatchkeyProvider } from '@latchkey/react'
import { type ReactNode, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AccountPanel } from '../AccountPanel.js'
import { DevWalletSwitch } from '../DevWalletSwitch.js'
import { getDemoConfig } from '../demoConfig.js'
import { isDevWalletEnabled, loadDevWallet } from '../devWallet.js'
import { latchkey } from '../latchkey.js'
import '../styles.css'

/** What an example page shows around its example. */
export type ExamplePageParameters = {
  title: string
  /** One or two sentences: what the example shows and which API it uses. */
  intro: ReactNode
  /** The example itself. */
  children: ReactNode
}

/**
 * Renders one of the demo's example pages: its title and introduction, a way back to the demo,
 * the example, the dev wallet's switch and what the hooks report (the browser tests read it).
 */
export function mountExample(parameters: ExamplePageParameters): void {
  const config = getDemoConfig()
  if (isDevWalletEnabled()) void loadDevWallet(config)
  const root = document.getElementById('root')
  if (!root) return
  createRoot(root).render(
    <StrictMode>
      <LatchkeyProvider client={latchkey}>
        <main>
          <header className="top">
            <p className="back">
              <a href="/">← Latchkey demo</a>
            </p>
            <div className="intro">
              <h1>{parameters.title}</h1>
              <p>{parameters.intro}</p>
            </div>
          </header>
          {parameters.children}
          {config.devWallet && (
            <section aria-label="Dev wallet" className="card">
              <DevWalletSwitch config={config} />
            </section>
          )}
          <AccountPanel />
        </main>
      </LatchkeyProvider>
    </StrictMode>,
  )
}
