import type { CaipNetwork } from '../networks/CaipNetwork.js'

/** What the UnsupportedChain rule reads. */
export type IsUnsupportedChainParameters = {
  caipNetwork: CaipNetwork | undefined
  requestedCaipNetworks: readonly CaipNetwork[]
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  basic: boolean
}

/**
 * Whether the UnsupportedChain view is due (spec section 4): the network is not one the dapp
 * configured, network switching is enabled, unsupported chains are not allowed, and basic
 * mode is off.
 */
export function isUnsupportedChain(parameters: IsUnsupportedChainParameters): boolean {
  const { caipNetwork, requestedCaipNetworks } = parameters
  if (!caipNetwork) return false
  const configured = requestedCaipNetworks.some(
    (network) => network.caipNetworkId === caipNetwork.caipNetworkId,
  )
  return (
    !configured &&
    parameters.enableNetworkSwitch &&
    !parameters.allowUnsupportedChain &&
    !parameters.basic
  )
}
