import { getSwapAmount } from './getSwapAmount.js'
import { isNativeSwapToken } from './loadSwapTokens.js'
import type { SwapState } from './SwapState.js'

/** Whether the router must be approved first (the allowance is below the amount). */
export function needsSwapApproval(state: SwapState): boolean {
  const amount = getSwapAmount(state)
  if (!state.sourceToken || isNativeSwapToken(state.sourceToken) || amount === undefined)
    return false
  return state.allowance === undefined || state.allowance < amount
}
