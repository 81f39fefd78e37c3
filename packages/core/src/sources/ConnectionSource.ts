import type { ChainNamespace } from '../caip/namespaces.js'
import type { CaipNetworkId } from '../caip/parseCaipNetworkId.js'
import type { Connector } from '../connectors/Connector.js'
import type { NamespaceDescriptorSource } from '../namespaces/getNamespaceDescriptor.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'
import type { Metadata } from '../options/Metadata.js'
import type { Storage } from '../storage/createStorage.js'
import type { ConnectionStore } from '../stores/createConnectionStore.js'

/** Where connections come from: a namespace's injected wallets, WalletConnect, the embedded wallet. */
export type ConnectionSourceKind = 'injected' | 'walletConnect' | 'embedded'

/**
 * What a source hands over for one namespace once the wallet granted access: a provider the
 * namespace's adapter knows how to use (EIP-1193 for eip155), the accounts and the chain.
 */
export type SourceConnection = {
  provider: unknown
  /** The namespace's addresses, the active one first; at least one. */
  accounts: readonly string[]
  /** The wallet's chain: a number for eip155, the CAIP-2 reference elsewhere. */
  chainId: number | string
  /** The networks the wallet approved, when it says (a WalletConnect session does). */
  approvedCaipNetworkIds?: readonly CaipNetworkId[] | undefined
  /** The wallet at the other end, when the connector names none (WalletConnect). */
  wallet?: { name: string; icon?: string | undefined } | undefined
}

/** What the client gives every source at setup. */
export type SourceContext = {
  /** Every configured network, of every namespace, in the dapp's order. */
  networks: readonly CaipNetwork[]
  storage: Storage
  projectId: string | undefined
  metadata: Metadata | undefined
  /** The dapp's switches, so a source can skip discovery nobody will see. */
  enableInjected: boolean
  enableEIP6963: boolean
  debug: boolean
  /** Where a pairing source puts its URI and expiry (WalletConnect). */
  connection: ConnectionStore
  /** Logs a problem when `debug` is on; never throws. */
  log(message: string, error?: unknown): void
  /** Where each namespace's record is found (the client's adapters); built-in records otherwise. */
  descriptors?: NamespaceDescriptorSource
}

/** Which wallet of which namespace a source is asked about. */
export type SourceTarget = { connector: Connector; namespace: ChainNamespace }

/**
 * A connection source: where a wallet connection comes from, independent of the chain. It lists
 * its connectors per namespace, asks the wallet for access and yields, per namespace, a provider
 * with accounts and chain; the namespace's chain adapter turns that provider into reads and
 * writes. Sources never know adapters, adapters never know sources.
 */
export type ConnectionSource = {
  readonly id: string
  readonly kind: ConnectionSourceKind
  /** The namespaces it can serve; checked against the configured ones at setup. */
  readonly namespaces: readonly ChainNamespace[]
  setup(context: SourceContext): void
  /** Calls `onChange` with `namespace`'s connectors now and when they change; returns an unwatch function. */
  watchConnectors(
    namespace: ChainNamespace,
    onChange: (connectors: readonly Connector[]) => void,
  ): () => void
  /** Asks the wallet for access; rejects with the wallet's error (4001 when the user declines). */
  connect(target: SourceTarget): Promise<SourceConnection>
  /** A stored connection without a prompt; null when the wallet no longer grants it. */
  reconnect(target: SourceTarget): Promise<SourceConnection | null>
  /** Gives the access back (or ends the session); rejects when the wallet could not be told. */
  disconnect(target: SourceTarget): Promise<void>
  /**
   * Routes `caipNetwork`'s namespace to that chain after its adapter switched, when the source
   * keeps the chain itself (a WalletConnect session sends each request to a chain).
   */
  selectNetwork?(caipNetwork: CaipNetwork): Promise<void> | void
  /** Gives up a pending `connect` (its QR code is no longer shown): it rejects as declined. */
  cancel?(): void
  /** The provider of a listed wallet, connected or not (what `getProvider` hands a dapp). */
  getProvider(target: SourceTarget): unknown
}
