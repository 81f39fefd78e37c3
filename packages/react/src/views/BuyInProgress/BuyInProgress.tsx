import { resetView } from '@latchkey/core'
import { resetOnRamp } from '@latchkey/core/modal'
import { useEffect } from 'react'
import { buyStrings } from '../../i18n/buyStrings.js'
import { CheckIcon, ErrorIcon } from '../../icons/icons.js'
import { ExternalIcon } from '../../icons/viewIcons.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { formatBalance } from '../../utils/formatBalance.js'
import { accountStyles } from '../Account/accountStyles.js'
import { useOnRamp } from '../OnRampProviders/useOnRamp.js'
import { swapStyles } from '../Swap/swapStyles.js'
import { sendStyles } from '../WalletSend/sendStyles.js'

/**
 * Follows a purchase opened in the provider's window: waiting for the payment, the coins on
 * their way, then arrived (back to Account, with a toast). Leaving the view stops following.
 */
export function BuyInProgress() {
  const { client } = useModalContext('BuyInProgress')
  const strings = useViewStrings('BuyInProgress', buyStrings)
  const state = useOnRamp()
  const { purchase } = state

  // Leaving the view (back, close) stops the polling; the purchase itself goes on at the provider.
  useEffect(() => () => resetOnRamp(client), [client])

  if (purchase.status === 'idle') return null
  const { provider } = purchase
  const bought =
    purchase.status === 'waiting' || purchase.status === 'arrived'
      ? purchase.purchase?.purchaseAmount
        ? formatBalance(purchase.purchase.purchaseAmount, purchase.purchase.purchaseCurrency)
        : undefined
      : undefined
  const waiting = purchase.status === 'opening' || purchase.status === 'waiting'
  return (
    <div className="lk-send">
      <style>{accountStyles + sendStyles + swapStyles}</style>
      <div
        className="lk-buy-progress"
        role="status"
        aria-live="polite"
        data-state={waiting ? 'waiting' : purchase.status}
      >
        {waiting ? (
          <span className="lk-spinner" aria-hidden="true" />
        ) : purchase.status === 'failed' ? (
          <ErrorIcon size={32} />
        ) : (
          <CheckIcon size={32} />
        )}
        {purchase.status === 'failed' ? (
          <p className="lk-error">{purchase.message}</p>
        ) : (
          <p>
            {purchase.status === 'arrived'
              ? strings.buyArrived(bought ?? state.purchaseCurrency)
              : purchase.status === 'opening'
                ? strings.buyOpening(provider.label)
                : bought && purchase.purchase?.status === 'pending'
                  ? strings.buyOnTheWay(bought)
                  : strings.buyWaiting(provider.label)}
          </p>
        )}
      </div>
      {/* The link's row is kept in every state, so the card does not grow when the link appears. */}
      <div className="lk-buy-again">
        {purchase.status === 'waiting' && (
          <a href={purchase.url} target="_blank" rel="noopener noreferrer">
            {strings.buyOpenAgain}
            <ExternalIcon size={16} />
          </a>
        )}
      </div>
      <button
        type="button"
        className="lk-button"
        data-variant="secondary"
        onClick={() => resetView(client, 'Account')}
      >
        {strings.buyBack}
      </button>
    </div>
  )
}
