// The public door of @latchkey/devchain, for Node: local chains, tokens, dev accounts, the
// injected test wallet and the WalletConnect test wallet. Browser code imports
// `@latchkey/devchain/browser` instead.

export { accountAbstractionAddresses } from '../accountAbstraction/accountAbstractionAddresses.js'
export {
  type CreateDevSimpleAccountParameters,
  createDevSimpleAccount,
} from '../accountAbstraction/createDevSimpleAccount.js'
export {
  type DeployAccountAbstractionParameters,
  type DevAccountAbstraction,
  deployAccountAbstraction,
} from '../accountAbstraction/deployAccountAbstraction.js'
export { devAccountAbstractionAccount } from '../accountAbstraction/devAccountAbstractionAccount.js'
export { devBundlerAccount } from '../accountAbstraction/devBundlerAccount.js'
export { devPaymasterSignerAccount } from '../accountAbstraction/devPaymasterSignerAccount.js'
export { devSessionRelayerAccount } from '../accountAbstraction/devSessionRelayerAccount.js'
export { BitcoinLedgerError } from '../bitcoin/BitcoinLedgerError.js'
export {
  type BitcoinDevChain,
  type StartBitcoinDevChainParameters,
  startBitcoinDevChain,
} from '../bitcoin/startBitcoinDevChain.js'
export {
  bitcoinDevWalletInitScript,
  getBitcoinDevWalletScriptPath,
} from '../bitcoin/wallet/bitcoinDevWalletScript.js'
export { type DeployNftParameters, type DevNft, deployNft } from '../chain/deployNft.js'
export {
  type DeployTokenParameters,
  type DevToken,
  deployToken,
} from '../chain/deployToken.js'
export {
  type GetAnvilBinaryPathParameters,
  getAnvilBinaryPath,
} from '../chain/getAnvilBinaryPath.js'
export { type AnvilInstance, type StartAnvilParameters, startAnvil } from '../chain/startAnvil.js'
export {
  type DevChain,
  type StartDevChainsParameters,
  type StartDevChainsReturnType,
  startDevChains,
} from '../chain/startDevChains.js'
export { type WaitForReceiptParameters, waitForReceipt } from '../chain/waitForReceipt.js'
export { type DeployEnsParameters, type DevEns, deployEns } from '../ens/deployEns.js'
export { devEnsAccount } from '../ens/devEnsAccount.js'
export { devEnsAvatarSvg } from '../ens/devEnsAvatarSvg.js'
export { type DevEnsName, devEnsNames, devEnsParentName } from '../ens/devEnsNames.js'
export { devNameGatewayAccount } from '../ens/devNameGatewayAccount.js'
export { ensRegistryAddress } from '../ens/ensRegistryAddress.js'
export { type SetDevEnsTextParameters, setDevEnsText } from '../ens/setDevEnsText.js'
export {
  type SetDevNameGatewayParameters,
  setDevNameGateway,
} from '../ens/setDevNameGateway.js'
export {
  type DeployDevIdRegistryParameters,
  type DevIdRegistry,
  deployDevIdRegistry,
} from '../farcaster/deployDevIdRegistry.js'
export {
  type DevFarcasterAccount,
  devFarcasterAccount,
} from '../farcaster/devFarcasterAccount.js'
export {
  type DevFarcasterClientInstance,
  type StartDevFarcasterClientParameters,
  startDevFarcasterClient,
} from '../farcaster/startDevFarcasterClient.js'
export { type DevIdentityProvider, devIdentityProviders } from '../oidc/devIdentityProviders.js'
export {
  type DevIdentityClient,
  type DevIdentityProviderInstance,
  type StartDevIdentityProviderParameters,
  startDevIdentityProvider,
} from '../oidc/startDevIdentityProvider.js'
export {
  type PolkadotDevChain,
  type StartPolkadotDevChainParameters,
  startPolkadotDevChain,
} from '../polkadot/startPolkadotDevChain.js'
export {
  getPolkadotDevWalletScriptPath,
  polkadotDevWalletInitScript,
} from '../polkadot/wallet/polkadotDevWalletScript.js'
export {
  type CompiledSessionAccount,
  compileSessionAccount,
} from '../sessions/compileSessionAccount.js'
export { deploySessionAccount } from '../sessions/deploySessionAccount.js'
export { type GrantDevSessionParameters, grantDevSession } from '../sessions/grantDevSession.js'
export { sessionAccountImplementation } from '../sessions/sessionAccountImplementation.js'
export {
  type CreateSolanaRpcHandlerParameters,
  createSolanaRpcHandler,
  SolanaRpcError,
  type SolanaRpcHandler,
} from '../solana/createSolanaRpcHandler.js'
export {
  createSolanaRuntime,
  type SignatureRecord,
  type SimulationResult,
  type SolanaRuntime,
  SolanaRuntimeError,
} from '../solana/createSolanaRuntime.js'
export {
  type SolanaDevChain,
  type StartSolanaDevChainParameters,
  startSolanaDevChain,
} from '../solana/startSolanaDevChain.js'
export {
  type SolanaRpcServer,
  type StartSolanaRpcServerParameters,
  startSolanaRpcServer,
} from '../solana/startSolanaRpcServer.js'
export {
  getSolanaDevWalletScriptPath,
  solanaDevWalletInitScript,
} from '../solana/wallet/solanaDevWalletScript.js'
export {
  type DeployMarketParameters,
  type DevMarket,
  deployMarket,
} from '../uniswap/deployMarket.js'
export { devMarketAccount, devMarketPrices } from '../uniswap/devMarketAccount.js'
export { devWalletInitScript, getDevWalletScriptPath } from '../wallet/devWalletScript.js'
export {
  type CreateWalletConnectTestWalletParameters,
  createWalletConnectTestWallet,
} from '../walletconnect/createWalletConnectTestWallet.js'
export type {
  WalletConnectTestWallet,
  WalletConnectTestWalletAuthentication,
  WalletConnectTestWalletChain,
  WalletConnectTestWalletPeer,
  WalletConnectTestWalletProposal,
  WalletConnectTestWalletRequest,
  WalletConnectTestWalletSession,
} from '../walletconnect/WalletConnectTestWallet.js'
export * from './browser.js'
