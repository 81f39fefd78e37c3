import { createExternalValue, type ExternalValue } from '../client/createExternalValue.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { isNetworkSupported } from '../data/isNetworkSupported.js'
import { defineFeature } from '../features/defineFeature.js'
import { getFeature } from '../features/getFeature.js'
import { getNamespaceDescriptor } from '../namespaces/getNamespaceDescriptor.js'
import { createStore } from '../store/createStore.js'

/** Whether Swap and Buy work on the active network. */
export type MarketSupport = { swaps: boolean; onramp: boolean }

const unsupported: MarketSupport = { swaps: false, onramp: false }
const supported: MarketSupport = { swaps: true, onramp: true }

// Per client, on the client's features: its watch on the chains ends with `client.destroy()`.
const marketSupport = defineFeature({
  name: 'marketSupport',
  create(client: LatchkeyClient) {
    const store = createStore<{ support: MarketSupport }>({ support: unsupported })
    const { chains } = client.stores
    const activeNetworkId = () => {
      const state = chains.getState()
      const namespace = state.activeNamespace
      return getNamespaceDescriptor(client.adapters, namespace).supports.swap
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
      void isNetworkSupported(client, id).then((served) => {
        if (checking === id) store.setState({ support: served ? supported : unsupported })
      })
    }
    const destroy = chains.subscribe(activeNetworkId, check)
    check()
    const value: ExternalValue<MarketSupport> = createExternalValue(
      () => store.getState().support,
      [store],
    )
    return { value, destroy }
  },
})

/**
 * Whether the Swap and Buy buttons show for the active network: one whose namespace's record
 * supports swaps (eip155) and that the data
 * API serves (its convert and on-ramp calls are the server's; a network without a market
 * answers 'Network not supported for Swaps' in the view). Asked again on each network change.
 */
export function getMarketSupport(client: LatchkeyClient): ExternalValue<MarketSupport> {
  return getFeature(client, marketSupport).value
}
