import type { ChainNamespace } from '../caip/namespaces.js'
import type { CaipNetwork } from './CaipNetwork.js'

/** The name shown for a network the dapp did not configure. */
const unsupportedNetworkName = 'Unknown Network'

/**
 * The network entry for a chain a wallet moved to that the dapp did not configure: enough
 * to name it and compare ids, with no RPC URL, explorer or currency to act on.
 */
export function createUnsupportedNetwork(parameters: {
  chainNamespace: ChainNamespace
  id: number | string
}): CaipNetwork {
  const { chainNamespace, id } = parameters
  return {
    id,
    caipNetworkId: `${chainNamespace}:${id}`,
    chainNamespace,
    name: unsupportedNetworkName,
    nativeCurrency: { name: '', symbol: '', decimals: 0 },
    rpcUrls: { default: { http: [] } },
  }
}
