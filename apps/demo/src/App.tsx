import { useState } from 'react'
import { getDemoConfig } from './demoConfig.js'
import { isDevWalletEnabled, loadDevWallet, setDevWalletEnabled } from './devWallet.js'
import { WalletPlayground } from './WalletPlayground.js'

const config = getDemoConfig()

/** The demo dapp: what `npm start` opens. */
export function App() {
  const [devWallet, setDevWallet] = useState(isDevWalletEnabled)

  function toggleDevWallet() {
    const next = !devWallet
    setDevWalletEnabled(next)
    setDevWallet(next)
    if (next) void loadDevWallet(config)
    // A wallet cannot be un-injected from a live page; turning it off applies on reload.
    else window.location.reload()
  }

  return (
    <main>
      <header className="top">
        <h1>Latchkey demo</h1>
        {config.devWallet && (
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              aria-checked={devWallet}
              checked={devWallet}
              onChange={toggleDevWallet}
            />
            Dev wallet
          </label>
        )}
      </header>
      <p>
        Networks:{' '}
        {config.networks.map((network) => `${network.name} (${network.chainId})`).join(', ')}
      </p>
      <WalletPlayground config={config} />
    </main>
  )
}
