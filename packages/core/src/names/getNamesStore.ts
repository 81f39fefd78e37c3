import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { createDataApiClient, type NameServiceCalls } from '../data/createDataApiClient.js'
import { defineFeature, type FeatureInstance } from '../features/defineFeature.js'
import { getFeature } from '../features/getFeature.js'
import { createStore, type Store } from '../store/createStore.js'
import { initialNamesState, type NamesState } from './NamesState.js'

/** What the names actions keep between calls (never shown, so outside the observed state). */
type NamesRun = {
  /** The name service's calls; undefined without the `apiUrl` option. */
  api: NameServiceCalls | undefined
  /** The pause after typing before suggestions are asked. */
  suggestTimer: ReturnType<typeof setTimeout> | undefined
  /** Bumped by each suggestions request: answers to an older one are dropped. */
  suggestRequest: number
}

/** The names feature's store: the registration form's state and what its actions keep. */
export type NamesStore = FeatureInstance & {
  state: Store<NamesState>
  run: NamesRun
}

// Made once per client, dropped (its timer stopped) by `client.destroy()`.
const namesStoreFeature = defineFeature<NamesStore>({
  name: 'names',
  create(client) {
    const { apiUrl, projectId } = client.options
    const run: NamesRun = {
      api: apiUrl ? createDataApiClient({ baseUrl: apiUrl, projectId }) : undefined,
      suggestTimer: undefined,
      suggestRequest: 0,
    }
    return {
      state: createStore<NamesState>(initialNamesState),
      run,
      destroy() {
        clearTimeout(run.suggestTimer)
        run.suggestRequest++
      },
    }
  },
})

/** The client's names store, made on first use and removed by `client.destroy()`. */
export function getNamesStore(client: LatchkeyClient): NamesStore {
  return getFeature(client, namesStoreFeature)
}
