import type { ChainNamespace } from '../caip/namespaces.js'

/** How a connector reaches its wallet (spec section 3). */
export type ConnectorType =
  /** Announced by the wallet itself (EIP-6963, Wallet Standard, injectedWeb3). */
  | 'ANNOUNCED'
  /** The embedded wallet (email and social login). */
  | 'AUTH'
  /** Same-named connectors of several chains merged into one entry; see `connectors`. */
  | 'MULTI_CHAIN'
  /** A WalletConnect session (QR code or deep link). */
  | 'WALLET_CONNECT'
  /** A provider found on the page without an announcement (`window.ethereum`). */
  | 'INJECTED'
  /** A wallet SDK the dapp adds (Coinbase Wallet SDK, Safe, ...). */
  | 'EXTERNAL'

/** A way to reach one wallet on one chain: plain data, so it can be stored and compared. */
export type Connector = {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  /** An image URL (often a data: URI from the wallet's own announcement). */
  imageUrl?: string | undefined
  /** The wallet registry's image id, for wallets known to the registry. */
  imageId?: string | undefined
  info?: { rdns?: string | undefined; uuid?: string | undefined } | undefined
  /** The wallet registry's id of this wallet. */
  explorerId?: string | undefined
  /**
   * A registry wallet's links (its listing's mobile_link, desktop_link and webapp_link): where
   * the WalletConnect view sends the pairing URI on a phone, a desktop and the web.
   */
  links?:
    | { mobile?: string | undefined; desktop?: string | undefined; webapp?: string | undefined }
    | undefined
  /** A registry or custom wallet's download pages, for a visitor who does not have it yet. */
  downloads?:
    | {
        chrome?: string | undefined
        ios?: string | undefined
        android?: string | undefined
        homepage?: string | undefined
      }
    | undefined
  /** For a MULTI_CHAIN entry: the merged connector of each chain, in discovery order. */
  connectors?: readonly Connector[] | undefined
}
