import { needsSwapApproval } from './needsSwapApproval.js'
import type { SwapState } from './SwapState.js'
import { swapGas } from './swapGas.js'

// Gas assumed for an ERC-20 approval.
const approveGas = 50_000n

/** The network fee in wei: the swap's, plus the approval's when one is needed. */
export function getSwapNetworkFee(state: SwapState): bigint | undefined {
  if (state.gasPrice === undefined) return undefined
  const gas =
    state.transaction?.gas ||
    (state.quote.status === 'ready' ? state.quote.gasLimit : undefined) ||
    swapGas
  return state.gasPrice * (gas + (needsSwapApproval(state) ? approveGas : 0n))
}
