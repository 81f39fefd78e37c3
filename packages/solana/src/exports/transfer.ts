// `@latchkey/solana/transfer`: transfers built with @solana/kit, for dapps that send through the
// wallet's provider themselves. A separate entry, so the adapter's own entry stays free of kit.

export {
  type BuildTransferTransactionParameters,
  buildTransferTransaction,
} from '../actions/buildTransferTransaction.js'
export { getSolBalance } from '../actions/getSolBalance.js'
export { getTokenBalance } from '../actions/getTokenBalance.js'
