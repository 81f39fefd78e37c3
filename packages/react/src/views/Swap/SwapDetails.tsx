import type { LatchkeyClient } from '@latchkey/core'
import {
  getSwapNetworkFee,
  isNativeSwapToken,
  type SwapState,
  setSwapSlippage,
} from '@latchkey/core/modal'
import { useId } from 'react'
import { formatTokenAmount, getTokenValue } from './formatTokenAmount.js'
import type { swapViewStrings } from './swapViewStrings.js'

/** What `SwapDetails` shows. */
type SwapDetailsProps = {
  client: LatchkeyClient
  state: SwapState
  strings: typeof swapViewStrings
}

/** The quote's price impact, the network fee (in dollars when priced) and the slippage field. */
export function SwapDetails({ client, state, strings }: SwapDetailsProps) {
  const slippageId = useId()
  const { quote } = state
  const fee = getSwapNetworkFee(state)
  const native = state.tokens.find(isNativeSwapToken)
  const feeValue = fee !== undefined && native ? getTokenValue(fee, native) : undefined
  return (
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
            onChange={(event) => setSwapSlippage(client, { slippage: Number(event.target.value) })}
          />
          %
        </span>
      </div>
    </div>
  )
}
