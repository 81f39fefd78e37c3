import type { ChainNamespace } from '../caip/namespaces.js'
import type { CaipNetworkId } from '../caip/parseCaipNetworkId.js'
import { isUnsupportedChain } from '../connection/isUnsupportedChain.js'
import { ChainAdapterNotFoundError } from '../errors/ChainAdapterNotFoundError.js'
import type { LatchkeyEvent } from '../events/LatchkeyEventMap.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'
import { isSIWXClosable, type SIWXState } from '../siwx/createSIWXStore.js'
import type { AccountState } from '../stores/chainState.js'
import type { ConnectionState } from '../stores/createConnectionStore.js'
import type { ConnectorsState } from '../stores/createConnectorsStore.js'
import type { ModalState } from '../stores/createModalStore.js'
import type { RouterState } from '../stores/createRouterStore.js'
import type { ThemeState } from '../stores/createThemeStore.js'
import type { ToastState } from '../stores/createToastStore.js'
import { createExternalValue, type ExternalValue } from './createExternalValue.js'
import type { LatchkeyStores } from './LatchkeyClient.js'
import { memoize } from './memoize.js'

/** A namespace's account, as `getAccount` returns it. */
export type AccountSnapshot = AccountState & { namespace: ChainNamespace; isConnected: boolean }

/** A namespace's network, as `getNetwork` returns it. */
export type NetworkSnapshot = {
  namespace: ChainNamespace
  caipNetwork: CaipNetwork | undefined
  caipNetworkId: CaipNetworkId | undefined
  chainId: number | string | undefined
  /** The namespace's configured networks. */
  requestedCaipNetworks: readonly CaipNetwork[]
  /** Whether the UnsupportedChain rule holds (spec section 4). */
  isUnsupportedChain: boolean
  /**
   * The networks the account's address can receive on (WalletReceive): the configured ones the
   * wallet approved, when it says which; else all configured.
   */
  receivableCaipNetworks: readonly CaipNetwork[]
}

/** The modal's overall state, as `getState` returns it. */
export type LatchkeyState = {
  open: boolean
  loading: boolean
  /** The active namespace's network. */
  selectedNetworkId: CaipNetworkId | undefined
  activeChain: ChainNamespace
  /** True once stored connections were restored or dropped. */
  initialized: boolean
  /** False while a required sign-in waits: no close button, Escape and the backdrop do nothing. */
  closable: boolean
}

/** Every readable value of a client, each bindable with `useSyncExternalStore`. */
export type LatchkeySources = {
  /** The active namespace's account. */
  account: ExternalValue<AccountSnapshot>
  /** The account of one namespace. */
  accountOf(namespace: ChainNamespace): ExternalValue<AccountSnapshot>
  /** The active namespace's network. */
  network: ExternalValue<NetworkSnapshot>
  networkOf(namespace: ChainNamespace): ExternalValue<NetworkSnapshot>
  state: ExternalValue<LatchkeyState>
  connectors: ExternalValue<ConnectorsState>
  connection: ExternalValue<ConnectionState>
  router: ExternalValue<RouterState>
  modal: ExternalValue<ModalState>
  toast: ExternalValue<ToastState>
  theme: ExternalValue<ThemeState>
  lastEvent: ExternalValue<LatchkeyEvent | undefined>
  /** Sign-in with the wallet of the active account. */
  siwx: ExternalValue<SIWXState>
}

/** Builds the client's readable values over its stores; call before reading storage. */
export function createSources(stores: LatchkeyStores): LatchkeySources {
  const { chains, options, modal, client, siwx } = stores
  const active = () => chains.getState().activeNamespace
  const chainOf = (namespace: ChainNamespace) => chains.getState().chains[namespace]

  // Built now for every namespace, so each server snapshot predates storage.
  const namespaces = Object.keys(chains.getState().chains) as ChainNamespace[]
  const perNamespace = <value>(build: (namespace: ChainNamespace) => ExternalValue<value>) => {
    const built = new Map(namespaces.map((namespace) => [namespace, build(namespace)]))
    return (namespace: ChainNamespace) => {
      const value = built.get(namespace)
      if (!value) throw new ChainAdapterNotFoundError({ details: `No adapter for ${namespace}` })
      return value
    }
  }
  const accountOf = perNamespace((namespace) =>
    createExternalValue(
      memoize(
        () => [chainOf(namespace)?.account] as const,
        (account) => ({
          ...(account as AccountState),
          namespace,
          isConnected: account?.status === 'connected',
        }),
      ),
      [chains],
    ),
  )
  const networkOf = perNamespace((namespace) =>
    createExternalValue(
      memoize(
        () => [chainOf(namespace), options.getState()] as const,
        (chain, resolved): NetworkSnapshot => {
          const caipNetwork = chain?.network.caipNetwork
          const connected = chain?.account.status === 'connected'
          const requested = chain?.network.requestedCaipNetworks ?? []
          const approved = chain?.network.approvedCaipNetworkIds
          return {
            namespace,
            caipNetwork,
            caipNetworkId: caipNetwork?.caipNetworkId,
            chainId: caipNetwork?.id,
            requestedCaipNetworks: requested,
            isUnsupportedChain: connected && isUnsupportedChain({ ...resolved, ...chain.network }),
            receivableCaipNetworks: approved
              ? requested.filter((network) => approved.includes(network.caipNetworkId))
              : requested,
          }
        },
      ),
      [chains, options],
    ),
  )
  const follow = <value>(select: (namespace: ChainNamespace) => ExternalValue<value>) =>
    createExternalValue(
      memoize(
        () => [select(active()).getSnapshot()] as const,
        (value) => value,
      ),
      [chains, options],
    )

  return {
    account: follow(accountOf),
    accountOf,
    network: follow(networkOf),
    networkOf,
    state: createExternalValue(
      memoize(
        () =>
          [
            modal.getState().open,
            modal.getState().loading,
            active(),
            chainOf(active())?.network.caipNetwork?.caipNetworkId,
            client.getState().initialized,
            isSIWXClosable(siwx.getState()),
          ] as const,
        (open, loading, activeChain, selectedNetworkId, initialized, closable): LatchkeyState => ({
          open,
          loading,
          selectedNetworkId,
          activeChain,
          initialized,
          closable,
        }),
      ),
      [modal, chains, client, siwx],
    ),
    connectors: createExternalValue(stores.connectors.getState, [stores.connectors]),
    connection: createExternalValue(stores.connection.getState, [stores.connection]),
    router: createExternalValue(stores.router.getState, [stores.router]),
    modal: createExternalValue(modal.getState, [modal]),
    toast: createExternalValue(stores.toast.getState, [stores.toast]),
    theme: createExternalValue(stores.theme.getState, [stores.theme]),
    lastEvent: createExternalValue(() => client.getState().lastEvent, [client]),
    siwx: createExternalValue(siwx.getState, [siwx]),
  }
}
