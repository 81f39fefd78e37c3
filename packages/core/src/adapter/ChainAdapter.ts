import type { ChainNamespace } from '../caip/namespaces.js'
import type { Emitter } from '../events/createEmitter.js'
import type { NamespaceDescriptor } from '../namespaces/NamespaceDescriptor.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'
import type { Metadata } from '../options/Metadata.js'
import type { ConnectionSource } from '../sources/ConnectionSource.js'
import type { Storage } from '../storage/createStorage.js'

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
  debug: boolean
  /**
   * Takes in a connection the dapp made outside the widget (its own wallet library connected
   * `connectorId`, one the adapter's injected source lists): it shows as connected, as if picked
   * in the modal. Ignored while a connection is on its way or when that connector is connected,
   * and when `stillThere` (asked once the client is ready) says the dapp's connection is gone:
   * a disconnect can come in while the adoption waits, and must not be undone by it.
   */
  adoptConnection?(connectorId: string, stillThere?: () => boolean): void
  /**
   * Ends the namespace's connection as the widget's Disconnect does, its source's session
   * included (the dapp disconnected it through its own wallet library).
   */
  endConnection?(): void
}

/** A live connection: the active address, the chain, and every account the wallet shared. */
export type AdapterConnection = {
  address: string
  chainId: number | string
  accounts: readonly AdapterAccount[]
}

/** What a source handed over, for the adapter to start working with. */
export type AttachParameters<provider = unknown> = {
  provider: provider
  /** The namespace's addresses, the active one first. */
  accounts: readonly string[]
  chainId: number | string
  /** The chain to move the wallet to first (the network selected before connecting). */
  requestedChainId?: number | string | undefined
}

/** A native balance in the currency's smallest unit. */
export type AdapterBalance = { value: bigint; decimals: number; symbol: string }

/** A plain value transfer or contract call; later issues add gas and contract helpers. */
export type SendTransactionParameters = {
  address: string
  to: string
  value?: bigint | undefined
  data?: string | undefined
  /** A token to send instead of the native currency (an SPL mint on solana), `value` in its base unit. */
  token?: { address: string; decimals: number } | undefined
  caipNetwork: CaipNetwork
}

/** How a mined transaction ended. */
export type TransactionStatus = 'confirmed' | 'failed'

/**
 * What Send needs of a namespace beyond `sendTransaction`: loaded only when Send opens (an
 * adapter may bring a chain library in this chunk), see `ChainAdapter.loadSend`.
 */
export type AdapterSendMethods = {
  /** Whether `address` can receive: well formed, and with a valid checksum when it carries one. */
  isAddress(address: string): boolean
  /**
   * The call data that moves `amount` (token units) to `to`: an ERC-20 `transfer` on eip155.
   * Absent where the adapter builds a token transfer itself from `SendTransactionParameters.token` (solana).
   */
  encodeTokenTransfer?: ((parameters: { to: string; amount: bigint }) => string) | undefined
  /**
   * The gas a native and a token transfer take until one is estimated; default 21,000 and 65,000
   * (eip155). Solana counts signatures: one each, at the fee per signature.
   */
  transferGas?: { native: bigint; token: bigint } | undefined
  /** The network's price of a unit of gas, in the native coin's smallest unit (solana: lamports per signature). */
  getGasPrice(parameters: { caipNetwork: CaipNetwork }): Promise<bigint>
  /** The gas the transaction would use. */
  estimateGas(parameters: SendTransactionParameters): Promise<bigint>
  /** Resolves once the transaction is mined, with how it ended. */
  waitForTransaction(parameters: {
    hash: string
    caipNetwork: CaipNetwork
    signal?: AbortSignal | undefined
  }): Promise<TransactionStatus>
}

/**
 * A chain adapter: turns the provider a connection source yields into the reads and writes of
 * one namespace. It never asks which kind of source the provider came from. Build one with
 * `createAdapter`. `setup` runs when the client is created, on the server too.
 */
export type ChainAdapter<provider = unknown> = {
  readonly namespace: ChainNamespace
  /** The record of the adapter's namespace (see `getNamespaceDescriptor`); core's built-in one when absent. */
  readonly descriptor?: NamespaceDescriptor | undefined
  /** The namespace's injected wallets (EIP-6963, Wallet Standard, ...), when the adapter finds them. */
  readonly injectedSource?: ConnectionSource | undefined
  /** Loads what Send needs; absent when Send does not cover the namespace ('Unsupported chain'). */
  readonly loadSend?: (() => Promise<AdapterSendMethods>) | undefined
  /**
   * Starts loading what acting on a wallet needs (an adapter's methods kept in a chunk of their
   * own), without waiting: core calls it when the modal opens or a stored connection is restored.
   */
  readonly prefetch?: (() => void) | undefined
  setup(context: AdapterContext): void
  /**
   * Starts working with a provider a source gave: moves the wallet to `requestedChainId` when
   * asked and follows its events. Rejects when the user declines that move.
   */
  attach(parameters: AttachParameters<provider>): Promise<AdapterConnection>
  /** Stops following the attached provider (the connection ended or was replaced). */
  detach(): void
  /** Asks the wallet to move to `caipNetwork` (adding it to the wallet first when needed). */
  switchNetwork(caipNetwork: CaipNetwork): Promise<void>
  getBalance(parameters: { address: string; caipNetwork: CaipNetwork }): Promise<AdapterBalance>
  signMessage(parameters: { message: string; address: string }): Promise<string>
  /** Sends a transaction and resolves with its hash. */
  sendTransaction(parameters: SendTransactionParameters): Promise<string>
  /** The attached provider (EIP-1193 for eip155). */
  getProvider(): provider | undefined
}
