import { tokenBalanceRetryDelay } from './createDataContext.js'
import type { PortfolioState } from './createPortfolioStore.js'

/**
 * How many ms remain before the token balance may be fetched again after a failure (spec
 * section 4: 30 s); 0 when it may be fetched now.
 */
export function getTokenBalanceRetryIn(
  state: Pick<PortfolioState, 'lastRetry'>,
  now: number = Date.now(),
): number {
  if (state.lastRetry === undefined) return 0
  return Math.max(0, state.lastRetry + tokenBalanceRetryDelay - now)
}
