import {
  getMinimumReceived,
  getSwapNetworkFee,
  isNativeSwapToken,
  needsSwapApproval,
  sendSwap,
} from '@latchkey/core/modal'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { accountStyles } from '../Account/accountStyles.js'
import { PreviewFooter } from '../WalletSend/PreviewFooter.js'
import { sendStyles } from '../WalletSend/sendStyles.js'
import { formatTokenAmount, getTokenValue } from './formatTokenAmount.js'
import { SwapPreviewSide } from './SwapPreviewSide.js'
import { SwapPreviewSteps } from './SwapPreviewSteps.js'
import { swapStyles } from './swapStyles.js'
import { swapViewStrings } from './swapViewStrings.js'
import { useSwap } from './useSwap.js'

/**
 * The swap to confirm: what is paid and received (with values), the minimum received at the
 * slippage, the network fee, and the steps (approve the token when its allowance is short,
 * then swap: two wallet requests). A decline or failure (the node's error, mapped) shows here.
 */
export function SwapPreview() {
  const strings = useViewStrings('SwapPreview', swapViewStrings)
  const { client } = useModalContext('SwapPreview')
  const state = useSwap()
  const { sourceToken, toToken, quote, outcome } = state
  if (!sourceToken || !toToken || quote.status !== 'ready') return null
  const approval = needsSwapApproval(state)
  const minimum = state.minimumToAmount ?? getMinimumReceived(quote.toAmount, state.slippage)
  const fee = getSwapNetworkFee(state)
  const native = state.tokens.find(isNativeSwapToken)
  const feeValue = fee !== undefined && native ? getTokenValue(fee, native) : undefined
  return (
    <div className="lk-send">
      <style>{accountStyles + sendStyles + swapStyles}</style>
      <div className="lk-swap-pair">
        <SwapPreviewSide
          amount={quote.fromAmount}
          token={sourceToken}
          testId="swap-preview-paid"
          strings={strings}
        />
        <span aria-hidden="true">→</span>
        <SwapPreviewSide
          amount={quote.toAmount}
          token={toToken}
          testId="swap-preview-received"
          strings={strings}
        />
      </div>
      <div className="lk-field">
        <div className="lk-detail">
          <span>{strings.swapPay}</span>
          <span>{formatTokenAmount(quote.fromAmount, sourceToken)}</span>
        </div>
        <div className="lk-detail">
          <span>{strings.swapReceive}</span>
          <span>{formatTokenAmount(quote.toAmount, toToken)}</span>
        </div>
        <div className="lk-detail">
          <span>{strings.swapMinimumReceived}</span>
          <span data-testid="swap-minimum">{formatTokenAmount(minimum, toToken)}</span>
        </div>
        {quote.priceImpact !== undefined && (
          <div className="lk-detail">
            <span>{strings.swapPriceImpact}</span>
            <span>{`${quote.priceImpact.toFixed(2)}%`}</span>
          </div>
        )}
        <div className="lk-detail">
          <span>{strings.swapSlippage}</span>
          <span>{`${state.slippage}%`}</span>
        </div>
        <div className="lk-detail">
          <span>{strings.sendNetworkFee}</span>
          <span>
            {feeValue !== undefined
              ? strings.usdValue(feeValue)
              : fee !== undefined && native
                ? formatTokenAmount(fee, native)
                : '–'}
          </span>
        </div>
      </div>
      {/* One wallet request needs no list of steps: it shows only with an approval first. */}
      {approval && (
        <SwapPreviewSteps outcome={outcome} symbol={sourceToken.symbol} strings={strings} />
      )}
      <PreviewFooter
        waiting={outcome.status === 'pending' ? strings.swapWaiting(outcome.step) : undefined}
        error={
          outcome.status === 'declined'
            ? strings.swapDeclined(outcome.step)
            : outcome.status === 'failed'
              ? outcome.message
              : undefined
        }
        confirmLabel={approval ? strings.swapApproveAndSwap : strings.swapConfirm}
        onConfirm={() => void sendSwap(client)}
      />
    </div>
  )
}
