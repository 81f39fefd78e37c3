import type { LatchkeyClient, ReadParameters } from '../client/LatchkeyClient.js'
import { readValue } from '../client/readValue.js'
import type { PortfolioState } from '../data/createPortfolioStore.js'

/** Where the active account's token list stands. */
export function getPortfolio(client: LatchkeyClient, parameters?: ReadParameters): PortfolioState {
  return readValue(client.values.portfolio, parameters)
}
