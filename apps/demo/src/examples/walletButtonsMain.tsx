// The demo's page of WalletButtons: one named wallet each, skipping the list.
import { mountExample } from './mountExample.js'
import { WalletButtonsExample } from './WalletButtonsExample.js'

mountExample({
  title: 'Wallet buttons',
  intro: (
    <>
      Each <code>{'<WalletButton wallet="…">'}</code> connects one wallet directly: an installed
      wallet through the browser, another by its WalletConnect QR code (its app on a phone), or the
      email login.
    </>
  ),
  children: <WalletButtonsExample />,
})
