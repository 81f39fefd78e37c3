import type { ChainNamespace } from '../caip/namespaces.js'
import type { CaipAddress } from '../caip/parseCaipAddress.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'

/** The account sign-in is about: connected, active, on one of the dapp's networks. */
export type SIWXTarget = {
  namespace: ChainNamespace
  caipAddress: CaipAddress
  address: string
  caipNetwork: CaipNetwork
}

/**
 * The active namespace's connected account when it is on a network the dapp configured
 * (spec section 4: "an address is active on a supported network"), else undefined.
 */
export function getSIWXTarget(context: LatchkeyClient): SIWXTarget | undefined {
  const state = context.stores.chains.getState()
  const namespace = state.activeNamespace
  const chain = state.chains[namespace]
  const { caipAddress, address, status } = chain?.account ?? {}
  const caipNetwork = chain?.network.caipNetwork
  if (status !== 'connected' || !caipAddress || !address || !caipNetwork) return undefined
  const supported = context.options.networks.some(
    (network) => network.caipNetworkId === caipNetwork.caipNetworkId,
  )
  return supported ? { namespace, caipAddress, address, caipNetwork } : undefined
}
