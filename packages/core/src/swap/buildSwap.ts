import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getSwapAccount } from './getSwapAccount.js'
import { getSwapAmount } from './getSwapAmount.js'
import { getSwapStore } from './getSwapStore.js'
import type { SwapTransaction } from './SwapState.js'

/** What `buildSwap` accepts. */
export type BuildSwapParameters = {
  /** Skips the server's gas estimate (it reverts while the allowance is short). */
  disableEstimate: boolean
}

/** Has the server build the form's swap; keeps it and the least it accepts in the state. */
export async function buildSwap(
  client: LatchkeyClient,
  parameters: BuildSwapParameters,
): Promise<SwapTransaction> {
  const store = getSwapStore(client)
  const state = store.state.getState()
  const { account } = getSwapAccount(client)
  const amount = getSwapAmount(state)
  const { api } = store.run
  if (!api || !state.sourceToken || !state.toToken || !amount || !account?.caipAddress)
    throw new Error('The swap is not ready')
  const answer = await api.buildTransaction({
    amount,
    slippage: state.slippage,
    from: state.sourceToken.address,
    to: state.toToken.address,
    userAddress: account.caipAddress,
    disableEstimate: parameters.disableEstimate,
  })
  const transaction: SwapTransaction = {
    to: answer.tx.to,
    data: answer.tx.data,
    value: BigInt(answer.tx.value),
    gas: BigInt(answer.tx.eip155.gas),
  }
  store.state.setState({ transaction, minimumToAmount: BigInt(answer.minimumToAmount) })
  return transaction
}
