import type { AccountType, SendTransactionParameters } from '../adapter/ChainAdapter.js'
import type { ChainNamespace } from '../caip/namespaces.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'

/** One JSON-RPC request to a wallet: what basic mode sends through a session's provider. */
export type NamespaceRequest = { method: string; params?: unknown }

/**
 * Everything core and React know about one chain namespace: plain data and small pure functions,
 * no chain library. Built-in records live in core's `namespaces/` folders; an adapter package
 * attaches its namespace's record to the adapter it makes, and a dapp may bring one for a
 * namespace Latchkey has no record of.
 */
export type NamespaceDescriptor = {
  namespace: ChainNamespace
  /** The chain id in the form wallets and adapters use, from a CAIP-2 reference (or a wallet's event). */
  toChainId(reference: string | number): number | string
  /** What is wrong with a network id a dapp defined, or undefined when it is well formed. */
  checkNetworkId?: ((id: number | string) => string | undefined) | undefined
  /** Whether two addresses name the same account (eip155's hex is case-insensitive). */
  isSameAddress(a: string, b: string): boolean
  /** The kind of a plain account the wallet shares. */
  accountType: AccountType
  /** The account type the namespace prefers before any connection (spec section 3). */
  preferredAccountType: AccountType
  /**
   * How the namespace goes over WalletConnect, and the requests basic mode makes. Built-in
   * records leave it out: theirs load with WalletConnect's chunk (`getWalletConnectPart`), out of
   * the first load.
   */
  walletConnect?: NamespaceWalletConnect | undefined
  /** Sign in with X: the chain the message's header names (CAIP-122's `${chain}`). */
  siwx: { chainName: string }
  /** The explorer page of an address under the network's explorer. */
  explorer: { address(base: string, address: string): string }
  /** What the widget serves on the namespace (spec section 9). */
  supports: {
    /** Token balances from the data API. */
    balance: boolean
    /** History (Activity). */
    activity: boolean
    /** Names and profiles: a Send receiver may be a name. */
    names: boolean
    /** Swap and Buy. */
    swap: boolean
  }
  /** Texts of the namespace where the spec words them apart from the default ones. */
  texts?:
    | {
        /** One message for any missing or invalid amount or receiver in Send. */
        invalidSend?: string | undefined
        /** One message for any send that did not go, a decline included. */
        sendFailed?: string | undefined
      }
    | undefined
}

/** A namespace's part in WalletConnect: what a session asks for, and basic mode's requests. */
export type NamespaceWalletConnect = {
  /** The wallet methods asked for in a session proposal. */
  methods: readonly string[]
  events: readonly string[]
  /** A session's chain id as its provider's `chainChanged` reports it (eip155: hex). */
  toProviderChainId?: ((reference: string) => string) | undefined
  /**
   * The wallet requests basic mode makes (no adapter package, a WalletConnect session only);
   * a request absent here is not supported there.
   */
  basic?:
    | {
        switchNetwork?: ((caipNetwork: CaipNetwork) => NamespaceRequest) | undefined
        getBalance?: ((parameters: { address: string }) => NamespaceRequest) | undefined
        signMessage?:
          | ((parameters: { message: string; address: string }) => NamespaceRequest)
          | undefined
        sendTransaction?: ((parameters: SendTransactionParameters) => NamespaceRequest) | undefined
      }
    | undefined
}
