import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { defineFeature, type FeatureInstance } from '../features/defineFeature.js'
import { getFeature } from '../features/getFeature.js'
import { createStore, type Store } from '../store/createStore.js'
import type { ConvertApi } from './createConvertApi.js'
import { initialSwapState, type SwapState } from './SwapState.js'

/** What the swap's actions keep between calls (never shown, so outside the observed state). */
type SwapRun = {
  /** The convert calls, made by the first `startSwap` on a network with a market. */
  api: ConvertApi | undefined
  /** The pause after typing before the quote is asked. */
  quoteTimer: ReturnType<typeof setTimeout> | undefined
  /** Bumped by each quote request: answers to an older one are dropped. */
  quoteRequest: number
}

/** The swap's store: the Swap form's state and what its actions keep between calls. */
export type SwapStore = FeatureInstance & {
  state: Store<SwapState>
  run: SwapRun
}

// Made once per client, dropped (its quote timer stopped) by `client.destroy()`.
const swapStoreFeature = defineFeature<SwapStore>({
  name: 'swap',
  create() {
    const run: SwapRun = { api: undefined, quoteTimer: undefined, quoteRequest: 0 }
    return {
      state: createStore<SwapState>(initialSwapState),
      run,
      destroy() {
        clearTimeout(run.quoteTimer)
        run.quoteRequest++
      },
    }
  },
})

/** The client's swap store, made on first use and removed by `client.destroy()`. */
export function getSwapStore(client: LatchkeyClient): SwapStore {
  return getFeature(client, swapStoreFeature)
}
