import { ConnectButton, LatchkeyProvider, NetworkButton } from '@latchkey/react'
import { useState } from 'react'
import { AccountPanel } from './AccountPanel.js'
import { getDemoConfig } from './demoConfig.js'
import { isDevWalletEnabled, loadDevWallet, setDevWalletEnabled } from './devWallet.js'
import { latchkey } from './latchkey.js'
import { SendTokens } from './SendTokens.js'
import { SignMessage } from './SignMessage.js'
import { SolanaPanel } from './SolanaPanel.js'
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
    <LatchkeyProvider client={latchkey}>
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
        <div className="buttons">
          <NetworkButton />
          <ConnectButton />
        </div>
        <AccountPanel />
        <SignMessage />
        <SendTokens config={config} />
        {config.walletConnectWalletUrl && (
          <p>
            WalletConnect: pair with the stack's wallet page at{' '}
            <a href={config.walletConnectWalletUrl} target="_blank" rel="noreferrer">
              {config.walletConnectWalletUrl}
            </a>
          </p>
        )}
        <p>
          Networks:{' '}
          {[
            ...config.networks.map((network) => `${network.name} (${network.chainId})`),
            ...(config.solana ? [`${config.solana.name} (solana)`] : []),
          ].join(', ')}
        </p>
        {config.solana && <SolanaPanel solana={config.solana} />}
        <WalletPlayground config={config} />
      </main>
    </LatchkeyProvider>
  )
}
