import type { ConnectParameters, ConnectReturnType } from '../actions/connect.js'
import type { DisconnectParameters } from '../actions/disconnect.js'
import type { FetchBalanceParameters, FetchBalanceReturnType } from '../actions/fetchBalance.js'
import type { OpenParameters } from '../actions/openModal.js'
import type { ChainNamespace } from '../caip/namespaces.js'
import type { DataSources } from '../data/createDataSources.js'
import type { HistoryState } from '../data/createHistoryStore.js'
import type { PortfolioState } from '../data/createPortfolioStore.js'
import type { FetchTokenBalanceParameters } from '../data/fetchTokenBalance.js'
import type { FetchTransactionsParameters } from '../data/fetchTransactions.js'
import type { Emitter } from '../events/createEmitter.js'
import type { LatchkeyEvent, LatchkeyEventMap } from '../events/LatchkeyEventMap.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'
import type { ResolvedOptions } from '../options/LatchkeyOptions.js'
import type { LatchkeyRegistry } from '../registry/createRegistry.js'
import type { SIWXState } from '../siwx/createSIWXStore.js'
import type { SIWXSession } from '../siwx/SIWXConfig.js'
import type { TokenBalance } from '../stores/chainState.js'
import type { ConnectionState, WcLinking } from '../stores/createConnectionStore.js'
import type { ConnectorsState } from '../stores/createConnectorsStore.js'
import type { ModalState } from '../stores/createModalStore.js'
import type { RouterState, RouterStore } from '../stores/createRouterStore.js'
import type { ThemeState } from '../stores/createThemeStore.js'
import type { ShowToastParameters, ToastState } from '../stores/createToastStore.js'
import type { ThemeMode } from '../theme/systemThemeMode.js'
import type { ThemeVariables } from '../theme/themeVariables.js'
import type {
  AccountSnapshot,
  LatchkeySources,
  LatchkeyState,
  NetworkSnapshot,
} from './createSources.js'

/** Called with a value after it changed, and the value it replaced. */
export type WatchListener<value> = (value: value, previous: value) => void

/** Stops watching. */
export type Unwatch = () => void

/** The modal's navigation, for views (push a connecting view, go back, ...). */
export type LatchkeyRouter = Pick<
  RouterStore,
  'push' | 'replace' | 'goBack' | 'reset' | 'pushTransaction' | 'popTransaction'
>

/** Sign-in with the wallet (SIWX), for the sign-in view and for dapps driving it themselves. */
export type LatchkeySIWX = {
  /** Signs the active account in; rejects with the failure, which the sign-in view also shows. */
  signIn(): Promise<SIWXSession>
  /** The view's Cancel: disconnects when sign-in is required, else closes; then resets to Connect. */
  cancel(): Promise<void>
  /** Checks the active account's session again (the client does on every account or network change). */
  check(): Promise<void>
}

/** What `createLatchkey` returns: one object owning every store and adapter. */
export type LatchkeyClient = {
  /** The validated options, every default filled in. */
  readonly options: ResolvedOptions
  /** Analytics and lifecycle events (spec section 8). */
  readonly events: Emitter<LatchkeyEventMap>
  /** Resolves once stored connections were restored or dropped (`getState().initialized`). */
  readonly ready: Promise<void>
  /** Every readable value as `{ subscribe, getSnapshot, getServerSnapshot }` for React. */
  readonly sources: LatchkeySources & DataSources
  readonly router: LatchkeyRouter
  /** Sign-in with the wallet; its state is `getSIWX()`. */
  readonly siwx: LatchkeySIWX
  /** The wallet registry: featured and recommended wallets, All Wallets, search and icons. */
  readonly registry: LatchkeyRegistry

  open(parameters?: OpenParameters): void
  close(): void
  connect(parameters: ConnectParameters): Promise<ConnectReturnType>
  disconnect(parameters?: DisconnectParameters): Promise<void>
  switchNetwork(caipNetwork: CaipNetwork): Promise<void>
  fetchBalance(parameters?: FetchBalanceParameters): Promise<FetchBalanceReturnType | undefined>
  /**
   * Fetches the active account's tokens into `tokenBalance` (data API, cached 30 s; the native
   * coin from the RPC on networks it does not serve); a failure toasts and blocks retries 30 s.
   */
  fetchTokenBalance(parameters?: FetchTokenBalanceParameters): Promise<readonly TokenBalance[]>
  /** Fetches the next page of the account's history on the active network (`getHistory()`). */
  fetchTransactions(parameters: FetchTransactionsParameters): Promise<void>
  /** Whether UnsupportedChain is due for `namespace` (default the active one). */
  isUnsupportedChain(namespace?: ChainNamespace): boolean
  /** The provider of `namespace`'s connected wallet (EIP-1193 for eip155). */
  getProvider(namespace?: ChainNamespace): unknown

  getAccount(namespace?: ChainNamespace): AccountSnapshot
  watchAccount(
    listener: WatchListener<AccountSnapshot>,
    parameters?: { namespace?: ChainNamespace },
  ): Unwatch
  getNetwork(namespace?: ChainNamespace): NetworkSnapshot
  watchNetwork(
    listener: WatchListener<NetworkSnapshot>,
    parameters?: { namespace?: ChainNamespace },
  ): Unwatch
  getState(): LatchkeyState
  watchState(listener: WatchListener<LatchkeyState>): Unwatch
  getConnectors(): ConnectorsState
  watchConnectors(listener: WatchListener<ConnectorsState>): Unwatch
  getConnection(): ConnectionState
  watchConnection(listener: WatchListener<ConnectionState>): Unwatch
  getRouter(): RouterState
  watchRouter(listener: WatchListener<RouterState>): Unwatch
  getModal(): ModalState
  watchModal(listener: WatchListener<ModalState>): Unwatch
  getToast(): ToastState
  watchToast(listener: WatchListener<ToastState>): Unwatch
  getTheme(): ThemeState
  watchTheme(listener: WatchListener<ThemeState>): Unwatch
  getLastEvent(): LatchkeyEvent | undefined
  watchLastEvent(listener: WatchListener<LatchkeyEvent | undefined>): Unwatch
  /** Sign-in state of the active account ('disabled' without the `siwx` option). */
  getSIWX(): SIWXState
  watchSIWX(listener: WatchListener<SIWXState>): Unwatch
  /** Where the active account's token list stands. */
  getPortfolio(): PortfolioState
  watchPortfolio(listener: WatchListener<PortfolioState>): Unwatch
  /** The active account's history as loaded so far. */
  getHistory(): HistoryState
  watchHistory(listener: WatchListener<HistoryState>): Unwatch

  /**
   * Records the deep link the user followed to a wallet during a WalletConnect connection: once
   * connected it is stored (requests open the same wallet) and the connection counts as 'mobile'.
   */
  setWcLinking(linking: WcLinking): void
  showToast(parameters: ShowToastParameters): void
  hideToast(): void
  /** Shakes the modal for 500 ms (after an error). */
  shake(): void
  /** Sets and stores the user's theme; 'system' follows the system again. */
  setThemeMode(mode: ThemeMode | 'system'): void
  setThemeVariables(variables: ThemeVariables): void
  /** Stops discovery, wallet event listeners, system-theme watching and timers. */
  destroy(): void
}
