import type { SwapOutcome, SwapStep } from '@latchkey/core/modal'
import type { swapViewStrings } from './swapViewStrings.js'

/** What `SwapPreviewSteps` shows. */
type SwapPreviewStepsProps = {
  outcome: SwapOutcome
  /** The symbol of the token paid, for the approval step. */
  symbol: string
  strings: typeof swapViewStrings
}

/** The two wallet requests of a swap that needs an approval (approve, then swap), the current one marked. */
export function SwapPreviewSteps({ outcome, symbol, strings }: SwapPreviewStepsProps) {
  const steps: SwapStep[] = ['approve', 'swap']
  const stepState = (step: SwapStep) => {
    if (
      outcome.status === 'pending' ||
      outcome.status === 'declined' ||
      outcome.status === 'failed'
    )
      return outcome.step === step ? 'active' : step === 'approve' ? 'done' : 'todo'
    return step === steps[0] ? 'active' : 'todo'
  }
  return (
    <ol className="lk-steps" aria-label={strings.swapSteps}>
      {steps.map((step) => (
        <li
          key={step}
          data-state={stepState(step)}
          aria-current={stepState(step) === 'active' ? 'step' : undefined}
        >
          {step === 'approve' ? strings.swapStepApprove(symbol) : strings.swapStepSwap}
        </li>
      ))}
    </ol>
  )
}
