import { formatEther } from 'viem'
import type { ApprovalRow } from './approvalScreen.js'

/** Who pays a transaction's gas, as the approval screen shows it. */
export type FeeQuote = { sponsor: string } | { sponsor?: undefined; maxCost?: bigint | undefined }

/**
 * The approval screen's fee line: 'Sponsored by …' when a paymaster pays (nothing is taken from
 * the account), else the most the network may take, or 'Unknown' when it could not be estimated.
 */
export function describeFee(fee: FeeQuote, symbol: string): ApprovalRow {
  if (fee.sponsor !== undefined)
    return { label: 'Network fee', value: `Sponsored by ${fee.sponsor}`, tone: 'sponsored' }
  return {
    label: 'Network fee',
    value:
      fee.maxCost === undefined ? 'Unknown' : `${shortAmount(formatEther(fee.maxCost))} ${symbol}`,
  }
}

// A fee to read, not to pay to the wei: six significant digits (0.000811266, not 0.000811265844283456).
const shortAmount = (amount: string) =>
  new Intl.NumberFormat('en-US', { maximumSignificantDigits: 6, useGrouping: false }).format(
    Number(amount),
  )
