import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getSwapAccount } from './getSwapAccount.js'
import { getSwapAmount } from './getSwapAmount.js'
import { getSwapNetworkFee } from './getSwapNetworkFee.js'
import { getSwapProblem, type SwapProblem } from './getSwapProblem.js'
import { getSwapStore } from './getSwapStore.js'
import { isNativeSwapToken } from './loadSwapTokens.js'
import type { SwapState } from './SwapState.js'

/** What `getSwapFormProblem` accepts. */
export type GetSwapFormProblemParameters = {
  /** The form to check; default the client's Swap form. */
  state?: SwapState | undefined
}

/**
 * What keeps the form's swap from going (undefined when it can go), for the active account's
 * type: a smart account is exempt from the insufficient-gas rule (spec section 5: a paymaster may
 * pay its gas), as in Send.
 */
export function getSwapFormProblem(
  client: LatchkeyClient,
  parameters: GetSwapFormProblemParameters = {},
): SwapProblem | undefined {
  const state = parameters.state ?? getSwapStore(client).state.getState()
  const { account } = getSwapAccount(client)
  const accountType = account?.allAccounts.find((entry) => entry.address === account.address)?.type
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
    networkFee: accountType === 'smartAccount' ? undefined : getSwapNetworkFee(state),
  })
}
