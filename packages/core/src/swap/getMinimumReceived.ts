/** Basis points in one percent. */
const basisPointsPerPercent = 100n

/**
 * The least a swap may give with `slippage` percent of tolerance (spec section 9: 1 by default):
 * the quote less the tolerance, rounded down, as the router's `amountOutMin` is.
 */
export function getMinimumReceived(toAmount: bigint, slippage: number): bigint {
  const basisPoints = BigInt(Math.round(slippage * Number(basisPointsPerPercent)))
  return (toAmount * (10_000n - basisPoints)) / 10_000n
}

/**
 * How much worse the quote is than the market prices, in percent (0 when it is as good or
 * better; undefined without both prices): 1 - value received / value paid.
 */
export function getPriceImpact(parameters: {
  paidValue: number | undefined
  receivedValue: number | undefined
}): number | undefined {
  const { paidValue, receivedValue } = parameters
  if (!paidValue || receivedValue === undefined || paidValue <= 0) return undefined
  return Math.max(0, (1 - receivedValue / paidValue) * 100)
}
