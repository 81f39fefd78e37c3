import { fetchBalance } from '../actions/fetchBalance.js'
import { fetchTokenBalance } from '../actions/fetchTokenBalance.js'
import {
  type FetchTransactionsParameters,
  fetchTransactions,
} from '../actions/fetchTransactions.js'
import type { LatchkeyClient, LatchkeyStores } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import { defineFeature, type FeatureInstance } from '../features/defineFeature.js'
import { getFeature } from '../features/getFeature.js'
import { createStore, type Store } from '../store/createStore.js'
import type { TokenBalance } from '../stores/chainState.js'
import { createOnRampApi, type OnRampApi } from './createOnRampApi.js'
import { initialOnRampState, type OnRampState } from './OnRampState.js'

/** What the on-ramp's actions keep between calls (never shown, so outside the observed state). */
type OnRampRun = {
  /** The pause before the providers are asked for quotes. */
  quoteTimer: ReturnType<typeof setTimeout> | undefined
  /** The next look at the purchase being followed. */
  pollTimer: ReturnType<typeof setTimeout> | undefined
  /** Bumped by each quote request: answers to an older one are dropped. */
  quoteRequest: number
  /** Bumped by each purchase (and by reset): a follow of an older one stops. */
  follow: number
  /** The native coin's price in the payment currency's dollars, for the estimate. */
  nativePrice: number
}

/** The on-ramp's store: the Buy form's state, its calls, and the client parts its actions use. */
export type OnRampStore = FeatureInstance & {
  state: Store<OnRampState>
  api: OnRampApi
  run: OnRampRun
  /** The client's stores the actions read (chains) and move (router, toast). */
  stores: Pick<LatchkeyStores, 'chains' | 'router' | 'toast'>
  /** Logs a problem when `debug` is on. */
  log(message: string, error?: unknown): void
  /** Reads the active account's tokens (the data API's, cached 30 s). */
  fetchTokens(): Promise<readonly TokenBalance[]>
  /** Reads the account's native and token balances again, past the caches (after a purchase). */
  fetchBalances(): Promise<void>
  /** Reads the account's history again. */
  fetchHistory(parameters: FetchTransactionsParameters): Promise<void>
}

// The one place the on-ramp reaches the client: made once per client, dropped (its timers
// stopped) by `client.destroy()`.
const onRampStoreFeature = defineFeature<OnRampStore>({
  name: 'onramp',
  create(client) {
    const run: OnRampRun = {
      quoteTimer: undefined,
      pollTimer: undefined,
      quoteRequest: 0,
      follow: 0,
      nativePrice: 0,
    }
    return {
      state: createStore<OnRampState>(initialOnRampState),
      api: createOnRampApi(client),
      run,
      stores: client.stores,
      log: (message, error) => logDebug(client, message, error),
      fetchTokens: () => fetchTokenBalance(client),
      fetchBalances: async () => {
        await Promise.all([
          fetchBalance(client, { namespace: 'eip155', force: true }),
          fetchTokenBalance(client, { force: true }),
        ])
      },
      fetchHistory: (parameters) => fetchTransactions(client, parameters),
      destroy() {
        clearTimeout(run.quoteTimer)
        clearTimeout(run.pollTimer)
        run.follow++
      },
    }
  },
})

/** The client's on-ramp store, made on first use and removed by `client.destroy()`. */
export function getOnRampStore(client: LatchkeyClient): OnRampStore {
  return getFeature(client, onRampStoreFeature)
}
