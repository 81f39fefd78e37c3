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
    value: fee.maxCost === undefined ? 'Unknown' : `${formatEther(fee.maxCost)} ${symbol}`,
  }
}
