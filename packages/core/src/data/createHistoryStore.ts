import { createStore, type Store } from '../store/createStore.js'
import type { Transaction } from './dataApi.js'

/** The active account's history (spec section 3's history store). */
export type HistoryState = {
  status: 'idle' | 'loading' | 'success' | 'error'
  /** The account and network (CAIP-10) the entries belong to; another one starts afresh. */
  caipAddress: string | undefined
  /** Entries loaded so far, newest first: spam-only NFT entries and other chains' left out. */
  transactions: readonly Transaction[]
  loading: boolean
  /** True once a fetch found nothing to show (or failed). */
  empty: boolean
  /** The cursor of the next page; undefined at the end (or after a failure). */
  next: string | undefined
  /**
   * Transactions this client sent, newest first, until the history lists them: pending, then
   * confirmed or failed once mined. At most 99 (spec section 9); kept across accounts and networks.
   */
  pending: readonly Transaction[]
}

/** The history store. */
export type HistoryStore = Store<HistoryState>

/** The history state before any fetch. */
export const initialHistoryState: HistoryState = {
  status: 'idle',
  caipAddress: undefined,
  transactions: [],
  loading: false,
  empty: false,
  next: undefined,
  pending: [],
}

/** Makes the history store, with nothing fetched. */
export function createHistoryStore(): HistoryStore {
  return createStore<HistoryState>(initialHistoryState)
}
