import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getSwapStore } from './getSwapStore.js'
import type { SwapState } from './SwapState.js'

/** The client's Swap form (the same object until it changes). */
export function getSwapState(client: LatchkeyClient): SwapState {
  return getSwapStore(client).state.getState()
}
