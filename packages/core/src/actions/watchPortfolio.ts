import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'
import type { PortfolioState } from '../data/createPortfolioStore.js'

/** What `watchPortfolio` accepts. */
export type WatchPortfolioParameters = {
  /** Called with the new value and the one it replaced. */
  onChange(value: PortfolioState, previous: PortfolioState): void
}

/** Calls `onChange` whenever where the token list stands changes. */
export function watchPortfolio(
  client: LatchkeyClient,
  parameters: WatchPortfolioParameters,
): Unwatch {
  return client.values.portfolio.subscribe(parameters.onChange)
}
