// `@latchkey/core/adapter`: what adapter packages (@latchkey/evm, @latchkey/wagmi,
// @latchkey/solana) use beyond the public entry. Not for dapps: names may change in any release.

export { switchNetworkErrorMessage } from '../actions/switchNetworkErrorMessage.js'
export {
  type AccountEventsProvider,
  type AccountSession,
  type AccountSessions,
  createAccountSessions,
} from '../adapter/createAccountSessions.js'
export { type LoadedImplementation, lazyImplementation } from '../adapter/lazyImplementation.js'
export {
  type WalletRegistry,
  type WatchedWalletRegistry,
  watchWalletRegistry,
} from '../adapter/watchWalletRegistry.js'
export { loadOnce } from '../client/loadOnce.js'
export { getBrowserWalletConnector } from '../connectors/getBrowserWalletConnector.js'
export { getChainConnector } from '../connectors/getChainConnector.js'
export { createEmitter } from '../events/createEmitter.js'
export { eip155 } from '../namespaces/eip155/eip155.js'
export { polkadot } from '../namespaces/polkadot/polkadot.js'
export { solana } from '../namespaces/solana/solana.js'
export { findNetwork } from '../networks/findNetwork.js'
export { pollReceipt } from '../send/pollReceipt.js'
export { createWalletConnectSource } from '../sources/createWalletConnectSource.js'
export { createStorage } from '../storage/createStorage.js'
export { createConnectionStore } from '../stores/createConnectionStore.js'
export {
  createJsonRpcTransport,
  type JsonRpcTransport,
} from '../transport/createJsonRpcTransport.js'
export { createWalletConnect } from '../walletconnect/createWalletConnect.js'
export type { WalletConnect } from '../walletconnect/WalletConnect.js'
