import { ConnectButton, LatchkeyProvider, NetworkButton } from '@latchkey/react'
import { AccountPanel } from './AccountPanel.js'
import { BatchCalls } from './BatchCalls.js'
import { BitcoinPanel } from './BitcoinPanel.js'
import { DevWalletSwitch } from './DevWalletSwitch.js'
import { getDemoConfig } from './demoConfig.js'
import { emailLogin, latchkey, siwxMode } from './latchkey.js'
import { PolkadotPanel } from './PolkadotPanel.js'
import { SendTokens } from './SendTokens.js'
import { SignMessage } from './SignMessage.js'
import { SolanaPanel } from './SolanaPanel.js'
import { WalletPlayground } from './WalletPlayground.js'

const config = getDemoConfig()

/** The demo dapp: what `npm start` opens. */
export function App() {
  return (
    <LatchkeyProvider client={latchkey}>
      <main>
        <header className="top">
          <div className="intro">
            <h1>Latchkey demo</h1>
            <p>
              Latchkey is a wallet-connection and account widget. Connect a wallet, then open your
              account to send, swap, buy or receive, and to see your activity.
            </p>
          </div>
          <div className="buttons">
            <NetworkButton />
            <ConnectButton />
          </div>
        </header>
        <section aria-labelledby="try-title" className="card">
          <h2 id="try-title">Try the widget</h2>
          <ul className="ways">
            {config.devWallet && (
              <li>
                <DevWalletSwitch config={config} />
              </li>
            )}
            {config.walletConnectWalletUrl && (
              <li>
                <strong>WalletConnect</strong>
                <small>
                  Choose WalletConnect when connecting, then pair with the stack's wallet page at{' '}
                  <a href={config.walletConnectWalletUrl} target="_blank" rel="noreferrer">
                    {config.walletConnectWalletUrl}
                  </a>
                </small>
              </li>
            )}
            {config.embeddedWalletUrl && (
              <li>
                <strong>Email</strong>
                <small>
                  {emailLogin ? (
                    <>
                      Type any address when connecting; the code arrives in the{' '}
                      <a href={`${config.serverUrl}/dev/inbox`} target="_blank" rel="noreferrer">
                        dev inbox
                      </a>
                      . <a href={withQuery('email', 'off')}>Turn email login off</a>
                    </>
                  ) : (
                    <a href={withQuery('email', undefined)}>Turn email login on</a>
                  )}
                </small>
              </li>
            )}
            <li>
              <strong>Sign-in with the wallet</strong>
              <nav aria-label="Sign-in mode" className="modes">
                {(['off', 'optional', 'required'] as const).map((mode) => (
                  <a
                    key={mode}
                    href={withQuery('siwx', mode === 'off' ? undefined : mode)}
                    aria-current={mode === siwxMode ? 'page' : undefined}
                  >
                    {mode}
                  </a>
                ))}
              </nav>
            </li>
          </ul>
          <p className="networks">
            Networks:{' '}
            {[
              ...config.networks.map((network) => `${network.name} (${network.chainId})`),
              ...(config.solana ? [`${config.solana.name} (solana)`] : []),
              ...(config.polkadot ? [`${config.polkadot.name} (polkadot)`] : []),
              ...(config.bitcoin ? [`${config.bitcoin.name} (bip122)`] : []),
            ].join(', ')}
          </p>
        </section>
        <section aria-labelledby="examples-title" className="card">
          <h2 id="examples-title">Build your own</h2>
          <ul className="examples">
            <li>
              <a href="/wallet-list.html">Your own wallet list</a>
              <small>A list drawn by the page from useWalletList, no modal in between.</small>
            </li>
            <li>
              <a href="/wallet-buttons.html">Wallet buttons</a>
              <small>WalletButton: one named wallet each, its QR code or the email login.</small>
            </li>
            <li>
              <a href="/custom-button.html">Your own connect button</a>
              <small>
                ConnectButton's render prop: the page draws it from its state and actions.
              </small>
            </li>
          </ul>
        </section>
        <AccountPanel />
        <SignMessage />
        <SendTokens config={config} />
        <BatchCalls config={config} />
        {config.solana && <SolanaPanel solana={config.solana} />}
        {config.polkadot && <PolkadotPanel polkadot={config.polkadot} />}
        {config.bitcoin && <BitcoinPanel bitcoin={config.bitcoin} />}
        <WalletPlayground config={config} />
      </main>
    </LatchkeyProvider>
  )
}

/** This page's address with one query parameter set (or removed), the others kept. */
function withQuery(name: string, value: string | undefined): string {
  const query = new URLSearchParams(window.location.search)
  if (value === undefined) query.delete(name)
  else query.set(name, value)
  const search = query.toString()
  return search ? `?${search}` : window.location.pathname
}
