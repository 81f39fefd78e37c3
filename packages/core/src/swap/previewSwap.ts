import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import { buildSwap } from './buildSwap.js'
import { getSwapAccount } from './getSwapAccount.js'
import { getSwapFormProblem } from './getSwapFormProblem.js'
import { getSwapStore } from './getSwapStore.js'
import { isNativeSwapToken } from './loadSwapTokens.js'
import { needsSwapApproval } from './needsSwapApproval.js'

/**
 * Reads the allowance, builds the swap and opens SwapPreview (nothing while the form has a
 * problem). The preview opens even when the build fails: the swap is built again when it goes.
 */
export async function previewSwap(client: LatchkeyClient): Promise<void> {
  const store = getSwapStore(client)
  if (getSwapFormProblem(client)) return
  store.state.setState({ outcome: { status: 'idle' } })
  try {
    await readAllowance(client)
    await buildSwap(client, { disableEstimate: needsSwapApproval(store.state.getState()) })
  } catch (error) {
    logDebug(client, 'Failed to prepare the swap', error)
  }
  client.stores.router.push('SwapPreview')
}

// What the router may spend of the source token (none to read for the native coin).
async function readAllowance(client: LatchkeyClient): Promise<void> {
  const store = getSwapStore(client)
  const { sourceToken } = store.state.getState()
  const { account } = getSwapAccount(client)
  const { api } = store.run
  if (!api || !sourceToken || isNativeSwapToken(sourceToken) || !account?.caipAddress) {
    store.state.setState({ allowance: undefined })
    return
  }
  const { allowance } = await api.getAllowance({
    tokenAddress: sourceToken.address,
    userAddress: account.caipAddress,
  })
  store.state.setState({ allowance: BigInt(allowance) })
}
