import type { Connector } from '../connectors/Connector.js'
import type { ConnectorGroupName } from '../connectors/getConnectorGroups.js'

/** One wallet of `getWalletList`: what a dapp needs to draw it, and how to connect it. */
export type WalletListWallet = {
  /** The connector's id (a registry wallet's registry id). */
  id: string
  name: string
  /** The icon's URL: the wallet's own, or a registry icon once loaded; undefined before. */
  icon: string | undefined
  /** Whether the wallet is in the page (announced or injected): it connects without a QR code. */
  installed: boolean
  /** Whether the visitor connected with it lately (the Connect view's recent group). */
  recent: boolean
  /** The group it is listed in: one of the Connect view's, or 'allWallets' for the registry's list. */
  group: ConnectorGroupName | 'allWallets'
  /** The wallet as core knows it: links, downloads, registry id, chain. */
  connector: Connector
  /**
   * Starts connecting and returns at once: an installed wallet through its own connector, the
   * WalletConnect entry or a registry or custom wallet through a WalletConnect pairing (its URI
   * in `WalletList.pairing`). How it ends is in `getConnection(client).attempt`.
   */
  connect(): void
}

/** One group of the Connect view, in its order. */
export type WalletListGroup = { name: ConnectorGroupName; wallets: readonly WalletListWallet[] }

/** The registry's full list (All Wallets): its pages, or the search's results while searching. */
export type WalletListAll = {
  /** Installed wallets first, then the dapp's SDK wallets, featured, custom and registry wallets. */
  wallets: readonly WalletListWallet[]
  /** The search (`searchAllWallets`); '' for none. */
  query: string
  /** 'waiting' during the search's typing pause; 'disabled' without a registry. */
  status: 'idle' | 'waiting' | 'loading' | 'ready' | 'error' | 'disabled'
  /** Whether `loadMoreWallets` has a further page to load (never while searching). */
  hasMore: boolean
  /** How many wallets the registry lists in all, once known. */
  count: number | undefined
  error: Error | undefined
}

/** The Connect view's model for a dapp drawing its own list (see `getWalletList`). */
export type WalletList = {
  /** The Connect view's groups in their order for the device, empty groups included. */
  groups: readonly WalletListGroup[]
  /** Every wallet of `groups`, in order. */
  wallets: readonly WalletListWallet[]
  /** The registry's full list, with search and paging. */
  allWallets: WalletListAll
  /** The WalletConnect pairing under way: the URI to show as a QR code or open as a link. */
  pairing: { uri: string; expiresAt: number | undefined } | undefined
}
