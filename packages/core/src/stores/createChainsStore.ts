import type { ChainAdapter } from '../adapter/ChainAdapter.js'
import type { ChainNamespace } from '../caip/namespaces.js'
import { ChainAdapterNotFoundError } from '../errors/ChainAdapterNotFoundError.js'
import { getNamespaceDescriptor } from '../namespaces/getNamespaceDescriptor.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'
import { createStore, type Store } from '../store/createStore.js'
import {
  type AccountState,
  type ChainState,
  createAccountState,
  type NetworkState,
} from './chainState.js'

/** Account and network state of every namespace with an adapter, and which one is active. */
export type ChainsState = {
  activeNamespace: ChainNamespace
  chains: { readonly [namespace in ChainNamespace]?: ChainState }
}

/** What the chains store is built from (validated options). */
export type CreateChainsStoreParameters = {
  namespaces: readonly ChainNamespace[]
  networks: readonly CaipNetwork[]
  defaultNetwork?: CaipNetwork | undefined
  /** The dapp's adapters, whose records say each namespace's preferred account type. */
  adapters?: readonly Pick<ChainAdapter, 'namespace' | 'descriptor'>[] | undefined
}

/** The chains store: its state plus the actions that change it. */
export type ChainsStore = Store<ChainsState> & {
  /** Updates the account and network of `namespace` in one change (unchanged parts keep their identity). */
  setChain(
    namespace: ChainNamespace,
    update: { account?: Partial<AccountState>; network?: Partial<NetworkState> },
  ): void
  /** Updates the account of `namespace` (one new account object; the others are kept). */
  setAccount(namespace: ChainNamespace, update: Partial<AccountState>): void
  /** Returns the account of `namespace` to its disconnected state. */
  resetAccount(namespace: ChainNamespace): void
  setNetwork(namespace: ChainNamespace, update: Partial<NetworkState>): void
  /**
   * Clears what a wallet session said about networks; the selected network stays when it is a
   * configured one, else the namespace's default comes back.
   */
  resetNetwork(namespace: ChainNamespace): void
  setActiveNamespace(namespace: ChainNamespace): void
}

/** Makes the chains store, every namespace disconnected on its default network. */
export function createChainsStore(parameters: CreateChainsStoreParameters): ChainsStore {
  const { namespaces, networks, defaultNetwork } = parameters
  const descriptors = new Map(parameters.adapters?.map((adapter) => [adapter.namespace, adapter]))
  const newAccount = (namespace: ChainNamespace) =>
    createAccountState(namespace, getNamespaceDescriptor(descriptors, namespace))
  const requested = (namespace: ChainNamespace) =>
    networks.filter((network) => network.chainNamespace === namespace)
  const defaultOf = (namespace: ChainNamespace) =>
    defaultNetwork?.chainNamespace === namespace ? defaultNetwork : requested(namespace)[0]
  const networkState = (namespace: ChainNamespace, caipNetwork = defaultOf(namespace)) => ({
    caipNetwork,
    requestedCaipNetworks: requested(namespace),
    approvedCaipNetworkIds: undefined,
    supportsAllNetworks: true,
    smartAccountEnabledNetworks: [],
  })

  const chains: ChainsState['chains'] = Object.fromEntries(
    namespaces.map((namespace) => [
      namespace,
      { account: newAccount(namespace), network: networkState(namespace) },
    ]),
  )
  const store = createStore<ChainsState>({
    activeNamespace: defaultNetwork?.chainNamespace ?? networks[0]?.chainNamespace ?? 'eip155',
    chains,
  })

  const chainOf = (state: ChainsState, namespace: ChainNamespace) => {
    const chain = state.chains[namespace]
    if (!chain) throw new ChainAdapterNotFoundError({ details: `No adapter for ${namespace}` })
    return chain
  }
  const update = (namespace: ChainNamespace, change: (chain: ChainState) => ChainState) =>
    store.setState((state) => {
      const chain = chainOf(state, namespace)
      const next = change(chain)
      // Unchanged parts keep their identity, so snapshots built from them stay equal.
      const same = next.account === chain.account && next.network === chain.network
      return same ? {} : { chains: { ...state.chains, [namespace]: next } }
    })
  const merge = <value extends object>(current: value, partial: Partial<value>): value =>
    Object.entries(partial).every(([key, field]) => Object.is(current[key as keyof value], field))
      ? current
      : { ...current, ...partial }

  return {
    ...store,
    setChain: (namespace, partial) =>
      update(namespace, (chain) => ({
        account: merge(chain.account, partial.account ?? {}),
        network: merge(chain.network, partial.network ?? {}),
      })),
    setAccount: (namespace, partial) =>
      update(namespace, (chain) => ({ ...chain, account: merge(chain.account, partial) })),
    resetAccount: (namespace) =>
      update(namespace, (chain) => ({ ...chain, account: newAccount(namespace) })),
    setNetwork: (namespace, partial) =>
      update(namespace, (chain) => ({ ...chain, network: merge(chain.network, partial) })),
    resetNetwork: (namespace) =>
      update(namespace, (chain) => {
        const current = chain.network.caipNetwork
        const keep = current && requested(namespace).includes(current) ? current : undefined
        return { ...chain, network: networkState(namespace, keep) }
      }),
    setActiveNamespace(namespace) {
      chainOf(store.getState(), namespace)
      store.setState({ activeNamespace: namespace })
    },
  }
}
