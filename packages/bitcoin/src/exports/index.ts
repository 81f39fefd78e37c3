// The public door of @latchkey/bitcoin. It must not import @scure/btc-signer statically: see
// index.test.ts.

export { type BitcoinAdapterParameters, bitcoinAdapter } from '../bitcoinAdapter.js'
export {
  BitcoinTransferError,
  InvalidBitcoinRequestError,
  UnsupportedBitcoinMethodError,
} from '../errors/bitcoin.js'
export { bitcoinIcon } from '../networks/bitcoinIcon.js'
export { bitcoin, bitcoinSignet, bitcoinTestnet4 } from '../networks/bitcoinNetworks.js'
export type {
  BitcoinAccountAddress,
  BitcoinProvider,
  BitcoinRequestArguments,
} from '../provider/BitcoinProvider.js'
export type { BitcoinWalletStandardProvider } from '../provider/createBitcoinWalletStandardProvider.js'
export type {
  SatsConnectBitcoinProvider,
  SatsConnectProviderInfo,
  SatsConnectProviderObject,
} from '../provider/createSatsConnectBitcoinProvider.js'
export {
  type BitcoinInjectedProvider,
  bitcoinWalletStandardConnectorId,
} from '../source/createBitcoinInjectedSource.js'
export type { SatsConnectWindow } from '../source/readSatsConnectProviders.js'
export type { WalletStandardRegistry } from '../source/watchWalletStandard.js'
