import { useLatchkeyContext } from '../../context/LatchkeyContext.js'
import { prefetchAllWallets } from './prefetchAllWallets.js'

/**
 * The wallet guide footer (`enableWalletGuide`): "Haven't got a wallet? Get started", which
 * opens All Wallets (every wallet there offers its downloads), or, with All Wallets off, a
 * guide to choosing a wallet in a new tab.
 */
export function WalletGuide({ allWallets }: { allWallets: boolean }) {
  const { client, strings } = useLatchkeyContext('WalletGuide')
  return (
    <p className="lk-guide">
      {strings.walletGuide}{' '}
      {allWallets ? (
        <button
          type="button"
          className="lk-text-button"
          onClick={() => client.router.push('AllWallets')}
          onPointerEnter={() => prefetchAllWallets(client)}
          onFocus={() => prefetchAllWallets(client)}
        >
          {strings.getStarted}
        </button>
      ) : (
        <a
          className="lk-text-button"
          href={strings.walletGuideUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {strings.getStarted}
        </a>
      )}
    </p>
  )
}
