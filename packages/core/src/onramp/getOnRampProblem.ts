import { getOnRampLimit } from './getOnRampLimit.js'
import type { OnRampState } from './OnRampState.js'
import { getOnRampAmountProblem, type OnRampAmountProblem } from './onrampLimits.js'

/** What is wrong with the form's amount (undefined when it can be bought). */
export function getOnRampProblem(state: OnRampState): OnRampAmountProblem | undefined {
  return getOnRampAmountProblem(state.amount, getOnRampLimit(state))
}
