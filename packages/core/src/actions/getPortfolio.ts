import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { PortfolioState } from '../data/createPortfolioStore.js'

/** Where the active account's token list stands. */
export function getPortfolio(client: LatchkeyClient): PortfolioState {
  return client.values.portfolio.getSnapshot()
}
