import { formatUnits, isNativeSwapToken } from '@latchkey/core/internal'
import { useEffect, useId } from 'react'
import { useExternalValue } from '../../hooks/useExternalValue.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { formatBalance } from '../../utils/formatBalance.js'
import { accountStyles } from '../Account/accountStyles.js'
import { AmountField } from '../WalletSend/AmountField.js'
import { sendStyles } from '../WalletSend/sendStyles.js'
import { formatTokenAmount, getTokenValue } from './formatTokenAmount.js'
import { SwapTokenButton } from './SwapTokenButton.js'
import { swapStyles } from './swapStyles.js'
import { swapViewStrings } from './swapViewStrings.js'
import { useSwap } from './useSwap.js'

/**
 * The Swap form: the token and amount paid (with Max and its value), the token received and
 * the quote for it, price impact, network fee and slippage. The button says what is wrong
 * (insufficient balance, no route, too small) until the swap can go, then opens SwapPreview.
 */
export function Swap() {
  const { client } = useModalContext('Swap')
  const strings = useViewStrings('Swap', swapViewStrings)
  const { swap, state } = useSwap()
  const { caipAddress } = useExternalValue(client.values.account)
  const slippageId = useId()

  useEffect(() => {
    if (caipAddress) void swap.start()
  }, [swap, caipAddress])

  if (state.unsupported) return <p className="lk-empty">{state.unsupported}</p>
  const { sourceToken, toToken, quote } = state
  const problem = swap.getProblem(state)
  const amount = Number(state.sourceTokenAmount)
  const paidValue =
    sourceToken?.price && Number.isFinite(amount) && amount > 0
      ? amount * sourceToken.price
      : undefined
  const received = quote.status === 'ready' ? quote.toAmount : undefined
  const receivedValue =
    received !== undefined && toToken ? getTokenValue(received, toToken) : undefined
  const fee = swap.getNetworkFee(state)
  const native = state.tokens.find(isNativeSwapToken)
  const feeValue = fee !== undefined && native ? getTokenValue(fee, native) : undefined

  return (
    <form
      className="lk-send"
      aria-busy={state.tokensStatus === 'loading' || quote.status === 'loading'}
      onSubmit={(event) => {
        event.preventDefault()
        void swap.preview()
      }}
    >
      <style>{accountStyles + sendStyles + swapStyles}</style>
      <div className="lk-swap-fields">
        <AmountField
          label={strings.swapPay}
          value={state.sourceTokenAmount}
          onChange={(value) => swap.setAmount(value)}
          usdValue={paidValue}
          balance={
            sourceToken && {
              text: formatBalance(
                formatUnits(sourceToken.balance, sourceToken.decimals),
                sourceToken.symbol,
              ),
              onMax: () => swap.setMax(),
            }
          }
        >
          <SwapTokenButton
            token={sourceToken}
            label={
              sourceToken
                ? strings.swapToken(strings.swapPay, sourceToken.symbol)
                : `${strings.swapPay}: ${strings.selectToken}`
            }
            placeholder={strings.selectToken}
            onClick={() => swap.selectToken('source')}
          />
        </AmountField>
        <button
          type="button"
          className="lk-swap-switch"
          aria-label={strings.swapSwitch}
          onClick={() => swap.switchTokens()}
        >
          <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
            <path
              d="M5 2v11m0 0-3-3m3 3 3-3M11 14V3m0 0-3 3m3-3 3 3"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
        <div className="lk-field">
          <span className="lk-field-label">{strings.swapReceive}</span>
          <div className="lk-field-row">
            <output
              className="lk-swap-out"
              data-testid="swap-quote"
              aria-label={strings.swapReceive}
              {...(received === undefined ? { 'data-empty': '' } : {})}
            >
              {quote.status === 'loading' ? (
                <span className="lk-spinner" role="status" aria-label={strings.swapQuoteLoading} />
              ) : received !== undefined && toToken ? (
                formatBalance(formatUnits(received, toToken.decimals))
              ) : (
                '0'
              )}
            </output>
            <SwapTokenButton
              token={toToken}
              label={
                toToken
                  ? strings.swapToken(strings.swapReceive, toToken.symbol)
                  : `${strings.swapReceive}: ${strings.selectToken}`
              }
              placeholder={strings.selectToken}
              onClick={() => swap.selectToken('to')}
            />
          </div>
          <div className="lk-field-row lk-field-note">
            <span>{receivedValue === undefined ? '' : strings.usdValue(receivedValue)}</span>
            {toToken && (
              <span style={{ marginInlineStart: 'auto' }}>
                {strings.sendBalance(formatTokenAmount(toToken.balance, toToken))}
              </span>
            )}
          </div>
        </div>
      </div>
      <div className="lk-details">
        {quote.status === 'ready' && quote.priceImpact !== undefined && (
          <div className="lk-detail">
            <span>{strings.swapPriceImpact}</span>
            <span data-testid="swap-price-impact">{`${quote.priceImpact.toFixed(2)}%`}</span>
          </div>
        )}
        <div className="lk-detail">
          <span>{strings.sendNetworkFee}</span>
          <span data-testid="swap-network-fee">
            {feeValue !== undefined
              ? strings.usdValue(feeValue)
              : fee !== undefined && native
                ? formatTokenAmount(fee, native)
                : '–'}
          </span>
        </div>
        <div className="lk-detail">
          <label htmlFor={slippageId}>{strings.swapSlippage}</label>
          <span className="lk-slippage">
            <input
              id={slippageId}
              type="number"
              min="0.1"
              max="50"
              step="0.1"
              aria-label={strings.swapSlippageLabel}
              defaultValue={state.slippage}
              onChange={(event) => swap.setSlippage(Number(event.target.value))}
            />
            %
          </span>
        </div>
      </div>
      {quote.status === 'failed' && (
        <p className="lk-send-status lk-error" role="alert">
          {quote.message}
        </p>
      )}
      <button type="submit" className="lk-button" data-wide="" disabled={problem !== undefined}>
        {problem ? strings.swapProblems[problem] : strings.swapReview}
      </button>
    </form>
  )
}
