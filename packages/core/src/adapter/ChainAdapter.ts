import type { ChainNamespace } from '../caip/namespaces.js'
import type { CaipNetworkId } from '../caip/parseCaipNetworkId.js'
import type { Connector } from '../connectors/Connector.js'
import type { Emitter } from '../events/createEmitter.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'
import type { Storage } from '../storage/createStorage.js'
import type { WalletConnect } from '../walletconnect/WalletConnect.js'

/** The kind of an account (spec section 3): a plain key, a smart contract, or a bitcoin payment address. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment'

/** One account a wallet gave access to. */
export type AdapterAccount = { address: string; type: AccountType }

/** What an adapter reports through its emitter when the wallet changes on its own. */
export type AdapterEventMap = {
  /** The wallet's accounts changed; the first is the active one, none means disconnected. */
  accountsChanged: { accounts: readonly AdapterAccount[] }
  /** The wallet moved to another chain (maybe one the dapp did not configure). */
  chainChanged: { chainId: number | string }
  /** The wallet ended the connection. */
  disconnect: undefined
}

/** The dapp's description of itself, shown by wallets. */
export type Metadata = { name: string; description: string; url: string; icons: readonly string[] }

/** What the client gives an adapter at setup. */
export type AdapterContext = {
  /** The configured networks of the adapter's namespace, in the dapp's order. */
  networks: readonly CaipNetwork[]
  /** Where the adapter reports wallet events; the client listens. */
  emitter: Emitter<AdapterEventMap>
  /** The client's storage (absent on the server: then nothing persists). */
  storage: Storage
  projectId: string | undefined
  metadata: Metadata | undefined
  /** The dapp's switches, so an adapter can skip discovery nobody will see. */
  enableInjected: boolean
  enableEIP6963: boolean
  debug: boolean
  /**
   * The client's WalletConnect, when the dapp set a relay and did not turn WalletConnect off:
   * an adapter lists its connector and connects it through the session's provider.
   */
  walletConnect?: WalletConnect | undefined
}

/** A live connection: the active address, the chain, and every account the wallet shared. */
export type AdapterConnection = {
  address: string
  chainId: number | string
  accounts: readonly AdapterAccount[]
  /** The networks the wallet approved, when it says (a WalletConnect session does). */
  approvedCaipNetworkIds?: readonly CaipNetworkId[] | undefined
  /** The wallet at the other end, when the connector names none (WalletConnect). */
  wallet?: { name: string; icon?: string | undefined } | undefined
}

/** A native balance in the currency's smallest unit. */
export type AdapterBalance = { value: bigint; decimals: number; symbol: string }

/** A plain value transfer or contract call; later issues add gas and contract helpers. */
export type SendTransactionParameters = {
  address: string
  to: string
  value?: bigint | undefined
  data?: string | undefined
  caipNetwork: CaipNetwork
}

/**
 * A chain adapter: the only way core reaches wallets of one namespace. Build one with
 * `createAdapter`. `setup` and `discoverConnectors` run when the client is created, on the
 * server too, so they must not touch `window` when it is absent.
 */
export type ChainAdapter<provider = unknown> = {
  readonly namespace: ChainNamespace
  setup(context: AdapterContext): void
  /** Watches the page for wallets (EIP-6963, Wallet Standard, ...); returns an unwatch function. */
  discoverConnectors(onChange: (connectors: readonly Connector[]) => void): () => void
  /** Asks the wallet for access; rejects with the wallet's error (4001 when the user declines). */
  connect(parameters: {
    connector: Connector
    chainId?: number | string | undefined
  }): Promise<AdapterConnection>
  /** Restores a stored connection without a prompt; null when the wallet no longer grants it. */
  reconnect(connector: Connector): Promise<AdapterConnection | null>
  disconnect(): Promise<void>
  /** Asks the wallet to move to `caipNetwork` (adding it to the wallet first when needed). */
  switchNetwork(caipNetwork: CaipNetwork): Promise<void>
  getBalance(parameters: { address: string; caipNetwork: CaipNetwork }): Promise<AdapterBalance>
  signMessage(parameters: { message: string; address: string }): Promise<string>
  /** Sends a transaction and resolves with its hash. */
  sendTransaction(parameters: SendTransactionParameters): Promise<string>
  /** The connected wallet's provider (EIP-1193 for eip155), or that of `connectorId`. */
  getProvider(connectorId?: string): provider | undefined
}
