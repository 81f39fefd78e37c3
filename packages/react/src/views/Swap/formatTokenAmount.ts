import { formatUnits } from '@latchkey/core/modal'
import { formatBalance } from '../../utils/formatBalance.js'

/** A token amount in smallest units, written for a person: '250.31 LKD'. */
export function formatTokenAmount(
  units: bigint,
  token: { decimals: number; symbol: string },
): string {
  return formatBalance(formatUnits(units, token.decimals), token.symbol)
}

/** The dollar value of `units` of a priced token; undefined when it has no price. */
export function getTokenValue(
  units: bigint,
  token: { decimals: number; price: number },
): number | undefined {
  return token.price > 0 ? Number(formatUnits(units, token.decimals)) * token.price : undefined
}
