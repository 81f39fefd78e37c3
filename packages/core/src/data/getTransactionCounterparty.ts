import type { Transaction } from './dataApi.js'

/** The other side of a history entry, seen from the account whose history it is. */
export type TransactionCounterparty = {
  /** 'to' when the account sent, 'from' when it received. */
  direction: 'to' | 'from'
  address: string
}

/**
 * Who the account dealt with in `transaction`: the receiver of what it sent, else the sender of
 * what it received, read from the first transfer that names both sides (a token's transaction
 * goes to the token contract), else from the transaction; undefined for a self transfer.
 */
export function getTransactionCounterparty(
  transaction: Transaction,
  accountAddress: string,
): TransactionCounterparty | undefined {
  const account = accountAddress.toLowerCase()
  const moved = transaction.transfers.find(
    (transfer) => transfer.sender !== undefined && transfer.recipient !== undefined,
  )
  const sentFrom = moved?.sender ?? transaction.metadata.sentFrom
  const sentTo = moved?.recipient ?? transaction.metadata.sentTo
  const from = sentFrom.toLowerCase()
  const to = sentTo.toLowerCase()
  if (from === account && to !== account) return { direction: 'to', address: sentTo }
  if (to === account && from !== account) return { direction: 'from', address: sentFrom }
  const outgoing = transaction.transfers.some((transfer) => transfer.direction === 'out')
  if (from !== account && to !== account)
    return outgoing
      ? { direction: 'to', address: sentTo }
      : { direction: 'from', address: sentFrom }
  return undefined
}
