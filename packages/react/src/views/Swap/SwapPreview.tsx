import {
  getMinimumReceived,
  getSwapNetworkFee,
  isNativeSwapToken,
  needsSwapApproval,
  type SwapStep,
  sendSwap,
} from '@latchkey/core/internal'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { accountStyles } from '../Account/accountStyles.js'
import { TokenIcon } from '../Account/TokenIcon.js'
import { PreviewFooter } from '../WalletSend/PreviewFooter.js'
import { sendStyles } from '../WalletSend/sendStyles.js'
import { formatTokenAmount, getTokenValue } from './formatTokenAmount.js'
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
  const steps: SwapStep[] = approval ? ['approve', 'swap'] : ['swap']
  const stepState = (step: SwapStep) => {
    if (
      outcome.status === 'pending' ||
      outcome.status === 'declined' ||
      outcome.status === 'failed'
    )
      return outcome.step === step ? 'active' : step === 'approve' ? 'done' : 'todo'
    return step === steps[0] ? 'active' : 'todo'
  }
  const side = (amount: bigint, token: typeof sourceToken, testId: string) => {
    const value = getTokenValue(amount, token)
    return (
      <div>
        <TokenIcon url={token.logoUri || undefined} symbol={token.symbol} />
        <strong data-testid={testId}>{formatTokenAmount(amount, token)}</strong>
        {value !== undefined && <span className="lk-note">{strings.usdValue(value)}</span>}
      </div>
    )
  }
  return (
    <div className="lk-send">
      <style>{accountStyles + sendStyles + swapStyles}</style>
      <div className="lk-swap-pair">
        {side(quote.fromAmount, sourceToken, 'swap-preview-paid')}
        <span aria-hidden="true">→</span>
        {side(quote.toAmount, toToken, 'swap-preview-received')}
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
      <ol className="lk-steps" aria-label={strings.swapSteps}>
        {steps.map((step) => (
          <li
            key={step}
            data-state={stepState(step)}
            aria-current={stepState(step) === 'active' ? 'step' : undefined}
          >
            {step === 'approve'
              ? strings.swapStepApprove(sourceToken.symbol)
              : strings.swapStepSwap}
          </li>
        ))}
      </ol>
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
