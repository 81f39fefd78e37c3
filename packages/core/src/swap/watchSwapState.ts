import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'
import { getSwapStore } from './getSwapStore.js'
import type { SwapState } from './SwapState.js'

/** What `watchSwapState` accepts. */
export type WatchSwapStateParameters = {
  /** Called with the new state and the one it replaced. */
  onChange(state: SwapState, previous: SwapState): void
}

/** Calls `onChange` whenever the client's Swap form changes. */
export function watchSwapState(
  client: LatchkeyClient,
  parameters: WatchSwapStateParameters,
): Unwatch {
  return getSwapStore(client).state.subscribe((state) => state, parameters.onChange)
}
