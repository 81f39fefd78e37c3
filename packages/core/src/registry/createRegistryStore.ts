import type { ProjectConfigurationError } from '../errors/registry.js'
import { createStore, type Store } from '../store/createStore.js'
import type { RegistryWallet } from './registryApi.js'

/** Where a list of the registry stands. */
type RegistryListStatus = 'idle' | 'loading' | 'ready' | 'error'

/** All Wallets' pages, loaded one after another as the visitor scrolls. */
export type RegistryPages = {
  /** Every entry of the pages loaded so far, in order. */
  wallets: readonly RegistryWallet[]
  /** The last page loaded (0 before the first). */
  page: number
  /** How many entries the pages hold in all; undefined before the first page. */
  count: number | undefined
  status: RegistryListStatus
  error: Error | undefined
}

/** The search of All Wallets. */
export type RegistrySearch = {
  /** What the visitor typed ('' for no search). */
  query: string
  /** The results for `query` (up to 100), once they arrived. */
  wallets: readonly RegistryWallet[]
  /** 'waiting' while the 300 ms typing pause runs. */
  status: RegistryListStatus | 'waiting'
  error: Error | undefined
}

/** The wallet list's registry data, as `client.registry.getState()` returns it. */
export type RegistryState = {
  /** The Connect view's lists; 'disabled' without `registryUrl` (or with wallets off). */
  status: RegistryListStatus | 'disabled'
  /** The featured wallets found (the first page of `featuredWalletIds`, 4 at most). */
  featured: readonly RegistryWallet[]
  /** Candidates for the recommended group (the view shows 4 at most, none installed). */
  recommended: readonly RegistryWallet[]
  /** How many wallets All Wallets lists from the registry and `customWallets` (before any loads: custom only). */
  count: number
  /** The spec's configuration alert, once the registry refused the dapp's project. */
  alert: ProjectConfigurationError | undefined
  /** Whether analytics are on: the `analytics` feature and the registry's answer (off on failure). */
  analyticsEnabled: boolean
  /** Whether the visitor ticked the legal checkbox (`features.legalCheckbox`). */
  legalAccepted: boolean
  pages: RegistryPages
  search: RegistrySearch
  /** Why the Connect view's lists failed, when `status` is 'error'. */
  error: Error | undefined
}

/** Makes the registry store: nothing loaded. */
export function createRegistryStore(
  initial: Pick<RegistryState, 'status' | 'count'>,
): Store<RegistryState> {
  return createStore<RegistryState>({
    ...initial,
    featured: [],
    recommended: [],
    alert: undefined,
    analyticsEnabled: false,
    legalAccepted: false,
    pages: { wallets: [], page: 0, count: undefined, status: 'idle', error: undefined },
    search: { query: '', wallets: [], status: 'idle', error: undefined },
    error: undefined,
  })
}
