import { getAccount, watchAccount } from '@latchkey/core'
import {
  buyOnRamp,
  getOnRampLimit,
  getOnRampProblem,
  getOnRampProviders,
  type OnRampPaymentMethod,
  setOnRampAmount,
  setOnRampPaymentCurrency,
  setOnRampPaymentMethod,
  setOnRampPurchaseCurrency,
  startOnRamp,
} from '@latchkey/core/modal'
import { useEffect, useId } from 'react'
import { useClientValue } from '../../hooks/useClientValue.js'
import { buyStrings } from '../../i18n/buyStrings.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { formatBalance } from '../../utils/formatBalance.js'
import { accountStyles } from '../Account/accountStyles.js'
import { TokenIcon } from '../Account/TokenIcon.js'
import { swapStyles } from '../Swap/swapStyles.js'
import { AmountField } from '../WalletSend/AmountField.js'
import { sendStyles } from '../WalletSend/sendStyles.js'
import { ListboxSelect } from './ListboxSelect.js'
import { useOnRamp } from './useOnRamp.js'

const paymentMethods: readonly OnRampPaymentMethod[] = ['card', 'ach_bank_account']

/**
 * Buy crypto: the fiat amount within the payment method's limits (an amount outside them is
 * refused with the limit shown), the currency paid and the coin bought, then each provider's
 * quote and fee range; choosing one opens its page in a new window (BuyInProgress follows).
 */
export function OnRampProviders() {
  const { client } = useModalContext('OnRampProviders')
  const strings = useViewStrings('OnRampProviders', buyStrings)
  const state = useOnRamp()
  const { caipAddress } = useClientValue(client, getAccount, watchAccount)
  const limitId = useId()

  useEffect(() => {
    if (caipAddress) void startOnRamp(client)
  }, [client, caipAddress])

  const problem = getOnRampProblem(state)
  const limit = getOnRampLimit(state)
  const currencies = state.options?.paymentCurrencies.map((currency) => currency.id) ?? ['USD']
  const purchasable = state.options?.purchaseCurrencies.map((currency) => currency.symbol) ?? [
    state.purchaseCurrency,
  ]
  const problemText =
    problem &&
    (problem.kind === 'belowMinimum' || problem.kind === 'aboveMaximum'
      ? strings.buyProblems[problem.kind](problem.limit, state.paymentCurrency)
      : strings.buyProblems[problem.kind]())

  return (
    <div className="lk-send">
      <style>{accountStyles + sendStyles + swapStyles}</style>
      <AmountField
        label={strings.buyAmount}
        value={state.amount}
        onChange={(value) => setOnRampAmount(client, { amount: value })}
        note={{ id: limitId, text: strings.buyLimits(limit.min, limit.max, state.paymentCurrency) }}
        invalid={problem !== undefined && problem.kind !== 'noAmount'}
      >
        <ListboxSelect
          label={strings.buyCurrency}
          value={state.paymentCurrency}
          options={currencies.map((currency) => ({ value: currency, label: currency }))}
          onChange={(paymentCurrency) => setOnRampPaymentCurrency(client, { paymentCurrency })}
        />
      </AmountField>
      <div className="lk-details">
        <div className="lk-detail">
          <span>{strings.buyMethod}</span>
          <ListboxSelect
            label={strings.buyMethod}
            value={state.paymentMethod}
            options={paymentMethods.map((method) => ({
              value: method,
              label: strings.buyMethods[method],
            }))}
            onChange={(method) =>
              setOnRampPaymentMethod(client, {
                paymentMethod: paymentMethods.find((known) => known === method) ?? 'card',
              })
            }
          />
        </div>
        <div className="lk-detail">
          <span>{strings.buyAsset}</span>
          <ListboxSelect
            label={strings.buyAsset}
            value={state.purchaseCurrency}
            options={[...new Set(purchasable)].map((symbol) => ({ value: symbol, label: symbol }))}
            onChange={(purchaseCurrency) => setOnRampPurchaseCurrency(client, { purchaseCurrency })}
          />
        </div>
      </div>
      {problemText && problem?.kind !== 'noAmount' && (
        <p className="lk-send-status lk-error" role="alert">
          {problemText}
        </p>
      )}
      <ul className="lk-providers" aria-label={strings.buyProviders}>
        {getOnRampProviders(state).map((provider) => {
          const entry = state.quotes[provider.id]
          return (
            <li key={provider.id}>
              <button
                type="button"
                className="lk-provider"
                disabled={problem !== undefined || state.optionsStatus !== 'ready'}
                onClick={() => void buyOnRamp(client, { provider })}
              >
                <TokenIcon url={undefined} symbol={provider.label} />
                <span className="lk-provider-text">
                  <span className="lk-row-title">{provider.label}</span>
                  <span>{strings.buyFees(provider.feeRange)}</span>
                </span>
                <span className="lk-provider-quote" data-testid={`onramp-quote-${provider.id}`}>
                  {entry?.status === 'ready' ? (
                    <>
                      {strings.buyQuote(
                        formatBalance(entry.quote.purchaseAmount.amount, state.purchaseCurrency),
                      )}
                      {entry.estimated && <small>{strings.buyEstimate}</small>}
                    </>
                  ) : entry?.status === 'loading' || state.optionsStatus === 'loading' ? (
                    // The quote's place keeps its size while it loads: nothing moves when it comes.
                    <span
                      className="lk-placeholder lk-quote-placeholder"
                      role="img"
                      aria-label={strings.buyQuoteLoading}
                    />
                  ) : null}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
