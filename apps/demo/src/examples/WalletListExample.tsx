import type { ConnectorGroupName, WalletListWallet } from '@latchkey/core'
import { useWalletList } from '@latchkey/react'
import { useState } from 'react'

// The dapp's own names for the Connect view's groups.
const groupTitles: Record<ConnectorGroupName, string> = {
  walletConnect: 'Any wallet, by QR code or link',
  recent: 'Recent',
  injected: 'In this browser',
  featured: 'Featured',
  custom: 'Ours',
  external: 'More',
  recommended: 'Popular',
}

/** A wallet list drawn by the page from `useWalletList` alone: no Latchkey button or modal. */
export function WalletListExample() {
  const list = useWalletList()
  const [browsing, setBrowsing] = useState(false)
  const groups = list.groups.filter((group) => group.wallets.length > 0)
  return (
    <section aria-labelledby="list-title" className="card">
      <h2 id="list-title">Connect a wallet</h2>
      {groups.map((group) => (
        <div key={group.name} className="wallet-group">
          <h3 id={`group-${group.name}`}>{groupTitles[group.name]}</h3>
          <ul className="wallet-grid" aria-labelledby={`group-${group.name}`}>
            {group.wallets.map((wallet) => (
              <li key={wallet.id}>
                <WalletEntry wallet={wallet} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {list.pairing && <PairingLink uri={list.pairing.uri} />}
      <details
        className="wallet-group"
        onToggle={(event) => {
          const open = event.currentTarget.open
          setBrowsing(open)
          if (open) void list.loadMore({ first: true })
        }}
      >
        <summary>
          All wallets{list.allWallets.count === undefined ? '' : ` (${list.allWallets.count})`}
        </summary>
        {browsing && (
          <>
            <input
              type="search"
              className="wallet-search"
              aria-label="Search wallets"
              placeholder="Search wallets"
              value={list.allWallets.query}
              onChange={(event) => list.search(event.target.value)}
            />
            <ul className="wallet-grid" aria-label="All wallets">
              {list.allWallets.wallets.map((wallet) => (
                <li key={wallet.id}>
                  <WalletEntry wallet={wallet} />
                </li>
              ))}
            </ul>
            {list.allWallets.status === 'loading' || list.allWallets.status === 'waiting' ? (
              <p className="muted">Loading…</p>
            ) : list.allWallets.hasMore ? (
              <button type="button" onClick={() => void list.loadMore()}>
                Load more
              </button>
            ) : null}
          </>
        )}
      </details>
    </section>
  )
}

/** One wallet: its icon, its name and what the page knows of it; a click connects it. */
function WalletEntry({ wallet }: { wallet: WalletListWallet }) {
  const tag = wallet.recent ? 'Recent' : wallet.installed ? 'Installed' : undefined
  return (
    <button type="button" className="wallet-entry" onClick={wallet.connect}>
      {wallet.icon ? (
        <img src={wallet.icon} alt="" width={28} height={28} />
      ) : (
        // No icon (yet): the wallet's initial stands in.
        <span className="wallet-placeholder" aria-hidden="true">
          {wallet.name.slice(0, 1)}
        </span>
      )}
      <span className="wallet-label">
        <span className="wallet-name">{wallet.name}</span>
        {tag && <span className="wallet-tag">{tag}</span>}
      </span>
    </button>
  )
}

/** The WalletConnect pairing under way: the link a wallet opens (or shows as a QR code). */
function PairingLink({ uri }: { uri: string }) {
  const [copied, setCopied] = useState(false)
  return (
    <fieldset className="pairing" aria-labelledby="pairing-title">
      <h3 id="pairing-title">Pair your wallet</h3>
      <p className="muted">Paste this link into your wallet, or open it on your phone.</p>
      <div className="pairing-row">
        <input readOnly aria-label="Pairing link" value={uri} />
        <button
          type="button"
          onClick={() => void navigator.clipboard.writeText(uri).then(() => setCopied(true))}
        >
          {copied ? 'Copied' : 'Copy link'}
        </button>
      </div>
    </fieldset>
  )
}
