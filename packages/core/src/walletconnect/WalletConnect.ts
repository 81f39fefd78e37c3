import type { ChainNamespace } from '../caip/namespaces.js'
import type { CaipNetworkId } from '../caip/parseCaipNetworkId.js'
import type { Connector } from '../connectors/Connector.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'
import type { WcLinking } from '../stores/createConnectionStore.js'

/** Called with an event's payload (EIP-1193 style). */
export type WalletConnectListener = (payload: unknown) => void

/**
 * One namespace of a WalletConnect session as an EIP-1193 provider: requests go to the wallet
 * (or, for reads, to the network's RPC URL), and `accountsChanged`, `chainChanged` and
 * `disconnect` follow the session.
 */
export type WalletConnectProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: WalletConnectListener): void
  removeListener(event: string, listener: WalletConnectListener): void
  /** As the SDK's own provider says, so libraries can tell. */
  readonly isWalletConnect: true
}

/** A live session, as an adapter of one namespace sees it. */
export type WalletConnectSession = {
  provider: WalletConnectProvider
  /** The namespace's addresses on its current chain, the active one first; at least one. */
  accounts: readonly string[]
  /** The session's current chain: a number for eip155, the CAIP-2 reference elsewhere. */
  chainId: number | string
  /** The chains the wallet approved for the namespace. */
  approvedCaipNetworkIds: readonly CaipNetworkId[]
  /** The wallet at the other end, as its metadata names it. */
  wallet: { name: string; icon?: string | undefined }
}

/**
 * The client's WalletConnect: one UniversalProvider (loaded on first use) and its one session,
 * shared by the adapters. Pairing URIs go to the connection store.
 */
export type WalletConnect = {
  /** The 'walletConnect' connector of `namespace`, for the adapter to list. */
  getConnector(namespace: ChainNamespace): Connector
  /**
   * Pairs with a wallet: a new pairing URI goes to the connection store (on Telegram and iOS
   * Safari a pending attempt is reused while its pairing has not expired), then resolves once
   * the wallet approved. A newer attempt makes an older one reject.
   */
  connect(namespace: ChainNamespace): Promise<WalletConnectSession>
  /** The stored session of a previous page load, if the wallet still holds it. */
  reconnect(namespace: ChainNamespace): Promise<WalletConnectSession | undefined>
  /** Sends the requests of `caipNetwork`'s namespace to its chain (the wallet is not asked). */
  selectNetwork(caipNetwork: CaipNetwork): void
  /** Gives up a pending pairing (its QR code is no longer shown): it rejects as declined. */
  cancel(): void
  /** Ends the session with the wallet and forgets it. */
  disconnect(): Promise<void>
  /** The provider of `namespace` while a session is live. */
  getProvider(namespace: ChainNamespace): WalletConnectProvider | undefined
  /** Stores (or, with undefined, clears) the deep link the SDK opens when a request is sent. */
  setDeepLink(linking: WcLinking | undefined): Promise<void>
  /** Sends the waiting request `id` (the store's `walletRequest`) to the wallet again. */
  resendRequest(id: number): boolean
  /** Ends the waiting request `id`: the dapp's call rejects with a 4001 error. */
  cancelRequest(id: number): boolean
}
