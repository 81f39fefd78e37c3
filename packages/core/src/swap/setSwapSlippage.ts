import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getSwapStore } from './getSwapStore.js'

/** What `setSwapSlippage` accepts. */
export type SetSwapSlippageParameters = {
  /** Tolerance in percent, above 0 and at most 50 (anything else is ignored). */
  slippage: number
}

/** Sets the slippage tolerance; the built swap is dropped (its minimum changes). */
export function setSwapSlippage(client: LatchkeyClient, parameters: SetSwapSlippageParameters) {
  const { slippage } = parameters
  if (!(slippage > 0 && slippage <= 50)) return
  getSwapStore(client).state.setState({
    slippage,
    transaction: undefined,
    minimumToAmount: undefined,
  })
}
