import { useEffect } from 'react'
import { useModalContext } from '../../modal/ModalContext.js'
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
  const { client, strings } = useModalContext('BuyInProgress')
  const { onRamp, state } = useOnRamp()
  const { purchase } = state

  // Leaving the view (back, close) stops the polling; the purchase itself goes on at the provider.
  useEffect(() => () => onRamp.reset(), [onRamp])

  if (purchase.status === 'idle') return null
  const { provider } = purchase
  const bought =
    purchase.status === 'waiting' || purchase.status === 'arrived'
      ? purchase.purchase?.purchaseAmount
        ? formatBalance(purchase.purchase.purchaseAmount, purchase.purchase.purchaseCurrency)
        : undefined
      : undefined
  return (
    <div className="lk-send">
      <style>{accountStyles + sendStyles + swapStyles}</style>
      <div className="lk-buy-progress" role="status" aria-live="polite">
        {purchase.status === 'failed' ? (
          <p className="lk-error">{purchase.message}</p>
        ) : purchase.status === 'arrived' ? (
          <p>{strings.buyArrived(bought ?? state.purchaseCurrency)}</p>
        ) : (
          <>
            <span className="lk-spinner" aria-hidden="true" />
            <p>
              {purchase.status === 'opening'
                ? strings.buyOpening(provider.label)
                : bought && purchase.purchase?.status === 'pending'
                  ? strings.buyOnTheWay(bought)
                  : strings.buyWaiting(provider.label)}
            </p>
          </>
        )}
      </div>
      {purchase.status === 'waiting' && (
        <a className="lk-link" href={purchase.url} target="_blank" rel="noopener noreferrer">
          {strings.buyOpenAgain}
        </a>
      )}
      <button
        type="button"
        className="lk-button"
        data-variant="secondary"
        onClick={() => client.router.reset('Account')}
      >
        {strings.buyBack}
      </button>
    </div>
  )
}
