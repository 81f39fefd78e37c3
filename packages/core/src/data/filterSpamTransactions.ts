import type { Transaction } from './dataApi.js'

/** Drops the entries whose every transfer is an NFT flagged as spam (spec section 9). */
export function filterSpamTransactions(transactions: readonly Transaction[]): Transaction[] {
  return transactions.filter(
    (transaction) =>
      transaction.transfers.length === 0 ||
      !transaction.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true),
  )
}
