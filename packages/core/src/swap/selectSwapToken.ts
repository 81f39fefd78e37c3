import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getSwapStore } from './getSwapStore.js'
import type { SwapSide } from './SwapState.js'

/** What `selectSwapToken` accepts. */
export type SelectSwapTokenParameters = {
  /** The side SwapSelectToken chooses for. */
  side: SwapSide
}

/** Opens SwapSelectToken for one side of the form. */
export function selectSwapToken(client: LatchkeyClient, parameters: SelectSwapTokenParameters) {
  getSwapStore(client).state.setState({ selecting: parameters.side })
  client.stores.router.push('SwapSelectToken')
}
