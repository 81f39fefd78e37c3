/** A transaction the Bitcoin dev ledger refuses, with the reason a node would give. */
export class BitcoinLedgerError extends Error {
  override name = 'BitcoinLedgerError'
}
