import type { ChainNamespace } from '../caip/namespaces.js'
import type { Emitter } from '../events/createEmitter.js'
import type { LatchkeyEvent, LatchkeyEventMap } from '../events/LatchkeyEventMap.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'
import type { ResolvedOptions } from '../options/LatchkeyOptions.js'
import type { ConnectionState } from '../stores/createConnectionStore.js'
import type { ConnectorsState } from '../stores/createConnectorsStore.js'
import type { ModalState } from '../stores/createModalStore.js'
import type { RouterState, RouterStore } from '../stores/createRouterStore.js'
import type { ThemeState } from '../stores/createThemeStore.js'
import type { ShowToastParameters, ToastState } from '../stores/createToastStore.js'
import type { ThemeMode } from '../theme/systemThemeMode.js'
import type { ThemeVariables } from '../theme/themeVariables.js'
import type { ConnectParameters, ConnectReturnType } from './connect.js'
import type {
  AccountSnapshot,
  LatchkeySources,
  LatchkeyState,
  NetworkSnapshot,
} from './createSources.js'
import type { DisconnectParameters } from './disconnect.js'
import type { FetchBalanceParameters, FetchBalanceReturnType } from './fetchBalance.js'
import type { OpenParameters } from './openModal.js'

/** Called with a value after it changed, and the value it replaced. */
export type WatchListener<value> = (value: value, previous: value) => void

/** Stops watching. */
export type Unwatch = () => void

/** The modal's navigation, for views (push a connecting view, go back, ...). */
export type LatchkeyRouter = Pick<
  RouterStore,
  'push' | 'replace' | 'goBack' | 'reset' | 'pushTransaction' | 'popTransaction'
>

/** What `createLatchkey` returns: one object owning every store and adapter. */
export type LatchkeyClient = {
  /** The validated options, every default filled in. */
  readonly options: ResolvedOptions
  /** Analytics and lifecycle events (spec section 8). */
  readonly events: Emitter<LatchkeyEventMap>
  /** Resolves once stored connections were restored or dropped (`getState().initialized`). */
  readonly ready: Promise<void>
  /** Every readable value as `{ subscribe, getSnapshot, getServerSnapshot }` for React. */
  readonly sources: LatchkeySources
  readonly router: LatchkeyRouter

  open(parameters?: OpenParameters): void
  close(): void
  connect(parameters: ConnectParameters): Promise<ConnectReturnType>
  disconnect(parameters?: DisconnectParameters): Promise<void>
  switchNetwork(caipNetwork: CaipNetwork): Promise<void>
  fetchBalance(parameters?: FetchBalanceParameters): Promise<FetchBalanceReturnType | undefined>
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
