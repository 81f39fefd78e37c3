import { parseAmount } from '../send/parseAmount.js'
import type { SwapState } from './SwapState.js'

/** The amount paid in the source token's smallest unit; undefined when none or not a number. */
export function getSwapAmount(state: SwapState): bigint | undefined {
  return state.sourceToken
    ? parseAmount(state.sourceTokenAmount, state.sourceToken.decimals).value
    : undefined
}
