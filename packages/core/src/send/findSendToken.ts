import type { TokenBalance } from '../stores/chainState.js'
import { isNativeToken } from './getSendProblem.js'
import { getTokenContract } from './getTokenContract.js'

/**
 * The token of `tokens` that `token` names: a contract address or CAIP-10 asset id (any case),
 * or a symbol; the native coin when `token` is undefined.
 */
export function findSendToken(
  tokens: readonly TokenBalance[],
  token: string | undefined,
): TokenBalance | undefined {
  if (token === undefined) return tokens.find(isNativeToken)
  const wanted = token.includes(':') ? token.split(':').pop() : token
  const lower = wanted?.toLowerCase()
  return (
    tokens.find((entry) => getTokenContract(entry)?.toLowerCase() === lower) ??
    tokens.find((entry) => entry.symbol.toLowerCase() === lower)
  )
}
