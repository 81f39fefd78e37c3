import type { ChainNamespace } from '../caip/namespaces.js'
import type { CaipNetwork } from './CaipNetwork.js'

/** The configured network of `chainNamespace` with chain id `id` ('1' matches 1), if any. */
export function findNetwork(
  networks: readonly CaipNetwork[],
  chainNamespace: ChainNamespace,
  id: number | string,
): CaipNetwork | undefined {
  return networks.find(
    (network) => network.chainNamespace === chainNamespace && String(network.id) === String(id),
  )
}
