// The browser-safe door of @latchkey/devchain (`@latchkey/devchain/browser`): no Node built-ins, so
// a page or a Vite app can import it (the WalletConnect SDK loads only when a WalletKit wallet is
// made). The root entry adds the Node-only parts.

export { type BitcoinDevAccount, bitcoinDevAccounts } from '../bitcoin/bitcoinDevAccounts.js'
export {
  type BitcoinDevChainDefinition,
  type BitcoinNetworkParameters,
  bitcoinDevChainDefinition,
  bitcoinRegtestNetwork,
} from '../bitcoin/bitcoinDevChainDefinition.js'
export type { BitcoinAccount } from '../bitcoin/deriveBitcoinAccount.js'
export {
  type BitcoinSatsConnectProvider,
  createBitcoinSatsConnectProvider,
  type SatsConnectEvent,
  type SatsConnectResponse,
} from '../bitcoin/wallet/createBitcoinSatsConnectProvider.js'
export {
  type BitcoinTestWallet,
  type BitcoinTestWalletChain,
  type BitcoinTestWalletControls,
  type CreateBitcoinTestWalletParameters,
  createBitcoinTestWallet,
} from '../bitcoin/wallet/createBitcoinTestWallet.js'
export {
  type BitcoinDevWalletConfig,
  bitcoinDevWalletSatsConnectId,
  installBitcoinDevWallet,
} from '../bitcoin/wallet/installBitcoinDevWallet.js'
export { type DevAccount, devAccounts, devMnemonic } from '../chain/devAccounts.js'
export {
  type DevChainDefinition,
  devChainDefinitions,
  type NativeCurrency,
} from '../chain/devChainDefinitions.js'
export { type PolkadotDevAccount, polkadotDevAccounts } from '../polkadot/polkadotDevAccounts.js'
export {
  type PolkadotDevChainDefinition,
  polkadotDevChainDefinition,
} from '../polkadot/polkadotDevChainDefinition.js'
export {
  type CreatePolkadotTestWalletParameters,
  createPolkadotTestWallet,
  type PolkadotInjected,
  type PolkadotInjectedAccount,
  type PolkadotInjectedWindowProvider,
  type PolkadotSignerPayloadRaw,
  type PolkadotSignerResult,
  type PolkadotTestWallet,
  type PolkadotTestWalletControls,
  type PolkadotTestWalletRequest,
} from '../polkadot/wallet/createPolkadotTestWallet.js'
export type { SignerPayload } from '../polkadot/wallet/encodeSignerPayload.js'
export {
  installPolkadotDevWallet,
  type PolkadotDevWalletConfig,
} from '../polkadot/wallet/installPolkadotDevWallet.js'
export { type SolanaDevAccount, solanaDevAccounts } from '../solana/solanaDevAccounts.js'
export {
  type SolanaDevChainDefinition,
  solanaDevChainDefinition,
  solanaDevTokenMintSeed,
} from '../solana/solanaDevChainDefinition.js'
export {
  type CreateSolanaTestWalletParameters,
  createSolanaTestWallet,
  type SolanaTestWallet,
  type SolanaTestWalletChain,
  type SolanaTestWalletControls,
  type SolanaTestWalletRequest,
} from '../solana/wallet/createSolanaTestWallet.js'
export {
  installSolanaDevWallet,
  type SolanaDevWalletConfig,
} from '../solana/wallet/installSolanaDevWallet.js'
export {
  type AnnounceProviderParameters,
  announceProvider,
  devWalletInfo,
  type WalletInfo,
} from '../wallet/announceProvider.js'
export {
  type CreateTestWalletProviderParameters,
  createTestWalletProvider,
  type TestWalletChain,
  type TestWalletControls,
  type TestWalletEventMap,
  type TestWalletProvider,
  type TestWalletRequest,
  type TestWalletState,
  type TestWalletStorage,
} from '../wallet/createTestWalletProvider.js'
export { devWalletIcon } from '../wallet/devWalletIcon.js'
export {
  type DevWalletConfig,
  type InstalledDevWallet,
  installDevWallet,
} from '../wallet/installDevWallet.js'
export { ProviderRpcError, providerErrorCodes } from '../wallet/ProviderRpcError.js'
export type {
  PolkadotWalletKitParameters,
  PolkadotWalletKitSide,
} from '../walletconnect/createPolkadotWalletKitSide.js'
export {
  type CreateWalletKitWalletParameters,
  createWalletKitWallet,
  type WalletKitWallet,
  type WalletKitWalletPeer,
  type WalletKitWalletProposal,
  type WalletKitWalletRequest,
  type WalletKitWalletSession,
} from '../walletconnect/createWalletKitWallet.js'
