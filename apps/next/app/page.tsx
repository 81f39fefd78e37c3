import { cookieToInitialState } from '@latchkey/core'
import { ConnectButton, NetworkButton } from '@latchkey/react'
import { headers } from 'next/headers'
import { readConfig } from './config'
import { Providers } from './providers'

// A server component: it reads the connection the widget kept in cookies, so the first HTML
// already shows the connected button (no 'Connect Wallet' flash, nothing to mismatch on hydration).
export default async function Page() {
  const initialState = cookieToInitialState((await headers()).get('cookie'))
  const config = readConfig()
  return (
    <Providers config={config} initialState={initialState}>
      <main>
        <h1 style={{ fontSize: 20 }}>Latchkey on Next.js</h1>
        <p>Server-rendered with the App Router; the widget lives in a client component.</p>
        <div style={{ display: 'flex', gap: 8 }}>
          <ConnectButton />
          <NetworkButton />
        </div>
        {config.walletConnectWalletUrl && (
          <p>
            No wallet extension? Choose WalletConnect when connecting and pair with the stack's
            wallet page at{' '}
            <a href={config.walletConnectWalletUrl} target="_blank" rel="noreferrer">
              {config.walletConnectWalletUrl}
            </a>
            .
          </p>
        )}
      </main>
    </Providers>
  )
}
