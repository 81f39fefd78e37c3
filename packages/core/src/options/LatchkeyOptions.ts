import type { ChainAdapter } from '../adapter/ChainAdapter.js'
import type { ChainNamespace } from '../caip/namespaces.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'
import type { CustomWallet } from '../registry/CustomWallet.js'
import type { SIWXConfig } from '../siwx/SIWXConfig.js'
import type { LatchkeyInitialState } from '../storage/cookieStorage.js'
import type { StorageLike } from '../storage/createStorage.js'
import type { ThemeMode } from '../theme/systemThemeMode.js'
import type { ThemeVariables } from '../theme/themeVariables.js'
import type { Features, FeaturesParameters } from './features.js'
import type { Metadata } from './Metadata.js'

/** The options of `createLatchkey`. */
export type CreateLatchkeyParameters = {
  /** Only needed by hosted services; a self-hosted stack needs none. */
  projectId?: string | undefined
  /** The networks the dapp supports; at least one, each of a namespace with an adapter. */
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
  /** The network selected before any wallet says otherwise; default the first of `networks`. */
  defaultNetwork?: CaipNetwork | undefined
  /**
   * One adapter per namespace of `networks`. None (with `relayUrl`) is basic mode: WalletConnect
   * alone, every namespace reached through the session's universal provider.
   */
  adapters?: readonly ChainAdapter[] | undefined
  metadata?: Metadata | undefined
  features?: FeaturesParameters | undefined
  /** The color scheme; default follows the system. The user's choice is stored under 'theme'. */
  themeMode?: ThemeMode | undefined
  /**
   * The widget's language as a BCP 47 tag ('de', 'pt-BR', 'zh-HK'): matched to the nearest locale
   * the widget has, else English. Left out, the browser's languages choose.
   */
  locale?: string | undefined
  themeVariables?: ThemeVariables | undefined
  /** True lets a wallet stay on a network the dapp did not configure without the UnsupportedChain view. */
  allowUnsupportedChain?: boolean | undefined
  /** False hides network switching (and so the UnsupportedChain view); default true. */
  enableNetworkSwitch?: boolean | undefined
  enableInjected?: boolean | undefined
  enableEIP6963?: boolean | undefined
  enableWalletConnect?: boolean | undefined
  /** False hides every wallet, leaving email and social login; default true. */
  enableWallets?: boolean | undefined
  /** Whether the Connect view offers the "What is a wallet?" guide; default true. */
  enableWalletGuide?: boolean | undefined
  enableAuthLogger?: boolean | undefined
  /** Renders the widget inline where the dapp places it instead of in a modal; default false. */
  enableEmbedded?: boolean | undefined
  /** True keeps the modal element from being appended to the page body; default false. */
  disableAppend?: boolean | undefined
  /** Basic mode: no wallet features beyond connecting; default false. */
  basic?: boolean | undefined
  /** Logs configuration and storage problems to the console; default true. */
  debug?: boolean | undefined
  /** Where to persist; default `localStorage` when the page has one, null for nowhere. */
  storage?: StorageLike | null | undefined
  /**
   * The connection a server read from the request's cookies (`cookieToInitialState`, with
   * `storage: cookieStorage()`): the first render shows it, on the server and when hydrating.
   */
  initialState?: LatchkeyInitialState | undefined
  /**
   * The WalletConnect relay (`ws://` or `wss://`, e.g. the Latchkey server's URL): WalletConnect
   * is offered only when it is set. The wallet must use the same relay.
   */
  relayUrl?: string | undefined
  /** A WalletConnect verify server (http(s)); without one the SDK's verify step is skipped. */
  verifyUrl?: string | undefined
  /**
   * Ms a request sent to a WalletConnect wallet may go unanswered before the widget offers to
   * send it again or cancel it (30,000 by default).
   */
  walletRequestTimeout?: number | undefined
  /** Sign-in with the wallet (SIWX); `createServerSIWX` makes one backed by the Latchkey server. */
  siwx?: SIWXConfig | undefined
  /** The older sign-in option, not supported: refused, and refused with `siwx` (spec section 5). */
  siweConfig?: unknown
  /**
   * The Latchkey server's data API (http(s)): token balances, prices, names and history, for the
   * networks it serves. Without it the widget shows what the chain's RPC gives: the native balance.
   */
  apiUrl?: string | undefined
  /**
   * The embedded wallet's frame (http(s), on an origin of its own, e.g. the Latchkey stack's
   * wallet page): email login is offered only when it is set and the `email` feature is on.
   */
  embeddedWalletUrl?: string | undefined
  /**
   * The wallet listing service (http(s), e.g. the Latchkey server's URL): featured and
   * recommended wallets, All Wallets and search come from it. Without it only the wallets
   * found in the page and `customWallets` are listed.
   */
  registryUrl?: string | undefined
  /** Registry wallet ids shown first in the Connect view, in this order (4 at most there). */
  featuredWalletIds?: readonly string[] | undefined
  /** When set, the only registry wallets listed anywhere (installed wallets still show). */
  includeWalletIds?: readonly string[] | undefined
  /** Registry wallet ids never listed, installed ones (matched by rdns) included. */
  excludeWalletIds?: readonly string[] | undefined
  /** Wallets the dapp adds by hand; they show in the Connect view and in All Wallets. */
  customWallets?: readonly CustomWallet[] | undefined
  /** The terms the legal checkbox (`features.legalCheckbox`) links to. */
  termsConditionsUrl?: string | undefined
  /** The privacy policy the legal checkbox links to. */
  privacyPolicyUrl?: string | undefined
}

/** The options after validation, every default filled in. */
export type ResolvedOptions = {
  projectId: string | undefined
  networks: readonly CaipNetwork[]
  defaultNetwork: CaipNetwork
  adapters: readonly ChainAdapter[]
  /** The namespaces of `adapters`, in their order. */
  namespaces: readonly ChainNamespace[]
  metadata: Metadata | undefined
  features: Features
  themeMode: ThemeMode | undefined
  /** The `locale` option in canonical form ('zh-hk' is 'zh-HK'), or undefined. */
  locale: string | undefined
  themeVariables: ThemeVariables
  allowUnsupportedChain: boolean
  enableNetworkSwitch: boolean
  enableInjected: boolean
  enableEIP6963: boolean
  enableWalletConnect: boolean
  enableWallets: boolean
  enableWalletGuide: boolean
  enableAuthLogger: boolean
  enableEmbedded: boolean
  disableAppend: boolean
  basic: boolean
  debug: boolean
  storage: StorageLike | undefined
  relayUrl: string | undefined
  verifyUrl: string | undefined
  walletRequestTimeout: number | undefined
  siwx: SIWXConfig | undefined
  apiUrl: string | undefined
  embeddedWalletUrl: string | undefined
  registryUrl: string | undefined
  featuredWalletIds: readonly string[]
  includeWalletIds: readonly string[]
  excludeWalletIds: readonly string[]
  customWallets: readonly CustomWallet[]
  termsConditionsUrl: string | undefined
  privacyPolicyUrl: string | undefined
}
