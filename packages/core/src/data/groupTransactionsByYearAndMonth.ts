import type { Transaction } from './dataApi.js'

/** The entries of one month, as the Activity tab shows them under a heading. */
export type TransactionGroup = {
  year: number
  /** 0 for January, as `Date.getMonth` counts. */
  month: number
  transactions: Transaction[]
}

/**
 * Groups history entries by the year and month they were mined (in local time), newest group
 * first and newest entry first within each (spec section 9).
 */
export function groupTransactionsByYearAndMonth(
  transactions: readonly Transaction[],
): TransactionGroup[] {
  const groups = new Map<string, TransactionGroup>()
  const sorted = [...transactions].sort(
    (a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt),
  )
  for (const transaction of sorted) {
    const date = new Date(transaction.metadata.minedAt)
    const key = `${date.getFullYear()}-${date.getMonth()}`
    let group = groups.get(key)
    if (!group) {
      group = { year: date.getFullYear(), month: date.getMonth(), transactions: [] }
      groups.set(key, group)
    }
    group.transactions.push(transaction)
  }
  return [...groups.values()]
}
