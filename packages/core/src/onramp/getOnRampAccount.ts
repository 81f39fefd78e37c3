import { getOnRampNetworkName } from './getOnRampNetworkName.js'
import type { OnRampStore } from './getOnRampStore.js'
import type { OnRampState } from './OnRampState.js'

/**
 * The EVM account and network the Buy form is for, and the on-ramp's name of that network
 * (the options' name for it, else the built-in mapping).
 */
export function getOnRampAccount(store: OnRampStore, state: OnRampState = store.state.getState()) {
  const chain = store.stores.chains.getState().chains.eip155
  const caipNetwork = chain?.network.caipNetwork
  const chainId = String(caipNetwork?.id ?? '')
  const listed = state.options?.purchaseCurrencies.flatMap((currency) => currency.networks) ?? []
  return {
    account: chain?.account,
    caipNetwork,
    networkName: getOnRampNetworkName(chainId, listed),
  }
}
