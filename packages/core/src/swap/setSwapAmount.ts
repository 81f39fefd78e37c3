import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getSwapStore } from './getSwapStore.js'
import { quoteSwap } from './quoteSwap.js'

/** What `setSwapAmount` accepts. */
export type SetSwapAmountParameters = {
  /** The amount paid as typed, in the source token's units ('1.5'). */
  amount: string
}

/** Sets the amount paid and asks for the quote again. */
export function setSwapAmount(client: LatchkeyClient, parameters: SetSwapAmountParameters): void {
  getSwapStore(client).state.setState({
    sourceTokenAmount: parameters.amount,
    outcome: { status: 'idle' },
  })
  quoteSwap(client)
}
