import { createExternalValue, type ExternalValue } from '../client/createExternalValue.js'
import type { DataContext } from './createDataContext.js'
import type { HistoryState } from './createHistoryStore.js'
import type { PortfolioState } from './createPortfolioStore.js'

/** The data API's readable values, each bindable with `useSyncExternalStore`. */
export type DataSources = {
  /** The active account's history (the Activity tab). */
  history: ExternalValue<HistoryState>
  /** Where the active account's token list stands (the list is the account's `tokenBalance`). */
  portfolio: ExternalValue<PortfolioState>
}

/** Builds the data API's readable values over its stores. */
export function createDataSources(data: DataContext): DataSources {
  return {
    history: createExternalValue(data.history.getState, [data.history]),
    portfolio: createExternalValue(data.portfolio.getState, [data.portfolio]),
  }
}
