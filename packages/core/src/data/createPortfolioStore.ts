import { createStore, type Store } from '../store/createStore.js'

/** Where the active account's token list stands (the list itself is the account's `tokenBalance`). */
export type PortfolioState = {
  status: 'idle' | 'loading' | 'success' | 'error'
  /** The account and network (CAIP-10) `tokenBalance` was fetched for. */
  caipAddress: string | undefined
  /** Whether the data API serves the network; false shows only the native coin from the RPC. */
  supported: boolean | undefined
  /** When a fetch last failed, in ms: no new fetch for 30 s after it (spec section 4). */
  lastRetry: number | undefined
}

/** The portfolio store. */
export type PortfolioStore = Store<PortfolioState>

/** Makes the portfolio store, with nothing fetched. */
export function createPortfolioStore(): PortfolioStore {
  return createStore<PortfolioState>({
    status: 'idle',
    caipAddress: undefined,
    supported: undefined,
    lastRetry: undefined,
  })
}
