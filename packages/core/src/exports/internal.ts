// `@latchkey/core/internal`: what Latchkey's own packages (adapters, React, server, devchain)
// need beyond the public entry. Not for dapps: names here may change in any release.

export { getTokenBalanceRetryIn } from '../data/getTokenBalanceRetryIn.js'
export { getTotalBalance } from '../data/getTotalBalance.js'
export {
  getTransactionCounterparty,
  type TransactionCounterparty,
} from '../data/getTransactionCounterparty.js'
export { amountDecimals, type FormatAmountParameters, formatAmount } from '../units/formatAmount.js'
export { type FormatFiatValueParameters, formatFiatValue } from '../units/formatFiatValue.js'
export * from './index.js'
