import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getSwapStore } from './getSwapStore.js'
import { quoteSwap } from './quoteSwap.js'
import type { SwapToken } from './SwapState.js'

/** What `chooseSwapToken` accepts. */
export type ChooseSwapTokenParameters = {
  token: SwapToken
}

/**
 * Sets the token of the side being chosen (the other side takes the replaced token if it was the
 * same), asks for the quote again and goes back to the form.
 */
export function chooseSwapToken(client: LatchkeyClient, parameters: ChooseSwapTokenParameters) {
  const { token } = parameters
  const store = getSwapStore(client)
  const { sourceToken, toToken, selecting: side } = store.state.getState()
  const other = side === 'source' ? toToken : sourceToken
  const replaced = side === 'source' ? sourceToken : toToken
  const otherNext = other?.address === token.address ? replaced : other
  store.state.setState(
    side === 'source'
      ? { sourceToken: token, toToken: otherNext, allowance: undefined }
      : { toToken: token, sourceToken: otherNext, allowance: undefined },
  )
  quoteSwap(client)
  client.stores.router.goBack()
}
