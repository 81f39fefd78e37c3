import type { TokenBalance } from '../stores/chainState.js'
import type { PortfolioState } from './createPortfolioStore.js'

/**
 * The account's total value in the data API's currency: the sum of its tokens' values, when
 * the data API serves the network and answered; undefined otherwise (no prices to add up).
 */
export function getTotalBalance(
  portfolio: Pick<PortfolioState, 'status' | 'supported' | 'caipAddress'>,
  tokens: readonly TokenBalance[],
  caipAddress: string | undefined,
): number | undefined {
  if (portfolio.status !== 'success' || !portfolio.supported) return undefined
  if (caipAddress === undefined || portfolio.caipAddress !== caipAddress) return undefined
  return tokens.reduce(
    (total, token) => total + (Number.isFinite(token.value) ? token.value : 0),
    0,
  )
}
