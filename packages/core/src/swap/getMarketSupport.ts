import { createExternalValue, type ExternalValue } from '../client/createExternalValue.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getClientContext } from '../context/getClientContext.js'
import { isNetworkSupported } from '../data/isNetworkSupported.js'
import { getNamespaceDescriptor } from '../namespaces/getNamespaceDescriptor.js'
import { createStore } from '../store/createStore.js'

/** Whether Swap and Buy work on the active network. */
export type MarketSupport = { swaps: boolean; onramp: boolean }

const unsupported: MarketSupport = { swaps: false, onramp: false }
const supported: MarketSupport = { swaps: true, onramp: true }
const values = new WeakMap<LatchkeyClient, ExternalValue<MarketSupport>>()

/**
 * Whether the Swap and Buy buttons show for the active network: one whose namespace's record
 * supports swaps (eip155) and that the data
 * API serves (its convert and on-ramp calls are the server's; a network without a market
 * answers 'Network not supported for Swaps' in the view). Asked again on each network change.
 */
export function getMarketSupport(client: LatchkeyClient): ExternalValue<MarketSupport> {
  const existing = values.get(client)
  if (existing) return existing
  const context = getClientContext(client)
  const store = createStore<{ support: MarketSupport }>({ support: unsupported })
  const { chains } = context.stores
  const activeNetworkId = () => {
    const state = chains.getState()
    const namespace = state.activeNamespace
    return getNamespaceDescriptor(context.adapters, namespace).supports.swap
      ? state.chains[namespace]?.network.caipNetwork?.caipNetworkId
      : undefined
  }
  let checking: string | undefined
  const check = () => {
    const id = activeNetworkId()
    if (id === checking) return
    checking = id
    store.setState({ support: unsupported })
    if (!id) return
    void isNetworkSupported(context, id).then((served) => {
      if (checking === id) store.setState({ support: served ? supported : unsupported })
    })
  }
  chains.subscribe(activeNetworkId, check)
  check()
  const value = createExternalValue(() => store.getState().support, [store])
  values.set(client, value)
  return value
}
