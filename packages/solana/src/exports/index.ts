// The public door of @latchkey/solana. It must not import @solana/kit statically: see index.test.ts.

export {
  InvalidSolanaSendError,
  invalidSendMessage,
  SolanaSendError,
  sendFailedMessage,
  UnsupportedSolanaMethodError,
} from '../errors/solana.js'
export type { WalletStandardProvider } from '../provider/createWalletStandardProvider.js'
export type { SolanaProvider, SolanaRequestArguments } from '../provider/SolanaProvider.js'
export { type SolanaAdapterParameters, solanaAdapter } from '../solanaAdapter.js'
export { walletStandardConnectorId } from '../source/createSolanaInjectedSource.js'
export type { WalletStandardRegistry } from '../source/watchWalletStandard.js'
export { getWalletStandardChain } from '../utils/getWalletStandardChain.js'
