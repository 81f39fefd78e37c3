import { WalletButton } from '@latchkey/react'

// The wallets this page offers, each by the name a dapp would use.
const wallets = [
  { wallet: 'dev.latchkey.wallet', note: 'The dev wallet, by its rdns: connects in the browser.' },
  { wallet: 'rainbow', note: 'A registry id: its QR code on a desktop, its app on a phone.' },
  { wallet: 'walletConnect', note: 'Any WalletConnect wallet, by QR code or link.' },
  { wallet: 'email', note: 'The email login (the embedded wallet).' },
]

/** One button per wallet, each connecting it directly: no list in between. */
export function WalletButtonsExample() {
  return (
    <section aria-labelledby="buttons-title" className="card">
      <h2 id="buttons-title">Connect with</h2>
      <ul className="wallet-buttons">
        {wallets.map(({ wallet, note }) => (
          <li key={wallet}>
            <WalletButton wallet={wallet} />
            <small>
              <code>{`wallet="${wallet}"`}</code> {note}
            </small>
          </li>
        ))}
      </ul>
      <h3>Drawn by the page</h3>
      <WalletButton wallet="zerion">
        {(state) => (
          <button
            type="button"
            className="own-wallet-button"
            aria-busy={state.loading}
            onClick={(event) => state.connect(event.currentTarget)}
          >
            {state.icon && <img src={state.icon} alt="" width={20} height={20} />}
            {state.connected ? `Connected with ${state.name}` : `Use ${state.name}`}
          </button>
        )}
      </WalletButton>
    </section>
  )
}
