import type { TransactionStatus } from '../adapter/ChainAdapter.js'
import type { HistoryState, HistoryStore } from './createHistoryStore.js'
import type { Transaction } from './dataApi.js'

/** How many sent transactions are followed at once (spec section 9); the oldest goes first. */
export const maxPendingTransactions = 99

/** Adds a transaction this client just sent to the top of the pending list. */
export function addPendingTransaction(history: HistoryStore, transaction: Transaction): void {
  history.setState((state) => ({
    pending: [transaction, ...state.pending].slice(0, maxPendingTransactions),
  }))
}

/** Marks a sent transaction mined: confirmed or failed, at the time it was seen mined. */
export function settlePendingTransaction(
  history: HistoryStore,
  hash: string,
  status: TransactionStatus,
): void {
  history.setState((state) => ({
    pending: state.pending.map((transaction) =>
      transaction.metadata.hash === hash
        ? {
            ...transaction,
            metadata: { ...transaction.metadata, status, minedAt: new Date().toISOString() },
          }
        : transaction,
    ),
  }))
}

/**
 * What the Activity tab lists for `caipAddress` (CAIP-10): the transactions this client sent
 * from it that the history does not list yet, then the history's own, newest first.
 */
export function getActivityTransactions(
  history: HistoryState,
  caipAddress: string | undefined,
): readonly Transaction[] {
  if (!caipAddress || history.caipAddress !== caipAddress) return []
  const listed = new Set(history.transactions.map((entry) => entry.metadata.hash.toLowerCase()))
  const sent = history.pending.filter(
    (entry) =>
      `${entry.metadata.chain}:${entry.metadata.sentFrom}`.toLowerCase() ===
        caipAddress.toLowerCase() && !listed.has(entry.metadata.hash.toLowerCase()),
  )
  return sent.length === 0 ? history.transactions : [...sent, ...history.transactions]
}
