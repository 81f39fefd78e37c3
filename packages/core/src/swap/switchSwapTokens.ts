import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getSwapStore } from './getSwapStore.js'
import { quoteSwap } from './quoteSwap.js'

/** Swaps what is paid and what is received, and asks for the quote again. */
export function switchSwapTokens(client: LatchkeyClient): void {
  const store = getSwapStore(client)
  const { sourceToken, toToken } = store.state.getState()
  store.state.setState({ sourceToken: toToken, toToken: sourceToken, allowance: undefined })
  quoteSwap(client)
}
