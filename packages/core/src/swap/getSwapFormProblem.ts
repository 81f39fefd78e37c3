import { getSwapAmount } from './getSwapAmount.js'
import { getSwapNetworkFee } from './getSwapNetworkFee.js'
import { getSwapProblem, type SwapProblem } from './getSwapProblem.js'
import { isNativeSwapToken } from './loadSwapTokens.js'
import type { SwapState } from './SwapState.js'

/** What keeps the form's swap from going (undefined when it can go). */
export function getSwapFormProblem(state: SwapState): SwapProblem | undefined {
  const { sourceToken, quote } = state
  const amount = getSwapAmount(state) ?? 0n
  return getSwapProblem({
    sourceDecimals: sourceToken?.decimals,
    toChosen: state.toToken !== undefined,
    amount: state.sourceTokenAmount,
    sourceBalance: sourceToken?.balance ?? 0n,
    quote:
      quote.status === 'ready'
        ? { status: 'ready', toAmount: quote.toAmount }
        : { status: quote.status },
    nativeLeft:
      state.nativeBalance === undefined
        ? undefined
        : state.nativeBalance - (sourceToken && isNativeSwapToken(sourceToken) ? amount : 0n),
    networkFee: getSwapNetworkFee(state),
  })
}
