import { pushView } from '@latchkey/core'
import { explainerStrings } from '../../i18n/explainerStrings.js'
import { WalletIcon } from '../../icons/icons.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { explainerStyles } from './explainerStyles.js'
import { prefetchAllWallets } from './prefetchAllWallets.js'

/**
 * "What is a wallet?": two short points for a visitor without one, and a way to get one (All
 * Wallets, where every wallet offers its downloads; without it, a guide in a new tab), a
 * "Learn more" link, and the way back to the list.
 */
export function WalletExplainer({ allWallets, onBack }: { allWallets: boolean; onBack(): void }) {
  const { client } = useModalContext('WalletExplainer')
  const strings = useViewStrings('WalletExplainer', explainerStrings)
  return (
    // Titled in the modal's header (see Connect): the region is named for the same words.
    <section className="lk-stack lk-explainer" aria-label={strings.whatIsAWallet}>
      <style>{explainerStyles}</style>
      <span className="lk-explainer-icon" aria-hidden="true">
        <WalletIcon size={32} />
      </span>
      <dl className="lk-explainer-points">
        <dt>{strings.walletExplainerHome}</dt>
        <dd>{strings.walletExplainerHomeDetail}</dd>
        <dt>{strings.walletExplainerLogin}</dt>
        <dd>{strings.walletExplainerLoginDetail}</dd>
      </dl>
      {allWallets ? (
        <button
          type="button"
          className="lk-button"
          data-wide=""
          data-autofocus=""
          onClick={() => pushView(client, 'AllWallets')}
          onPointerEnter={() => prefetchAllWallets(client)}
          onFocus={() => prefetchAllWallets(client)}
        >
          {strings.getAWallet}
        </button>
      ) : (
        <a
          className="lk-button"
          data-wide=""
          data-autofocus=""
          href={strings.walletGuideUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {strings.getAWallet}
        </a>
      )}
      <a
        className="lk-link"
        href={strings.walletGuideUrl}
        target="_blank"
        rel="noopener noreferrer"
      >
        {strings.learnMore}
      </a>
      <button
        type="button"
        className="lk-button"
        data-variant="secondary"
        data-wide=""
        onClick={onBack}
      >
        {strings.backToWallets}
      </button>
    </section>
  )
}
