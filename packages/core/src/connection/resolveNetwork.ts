import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'
import { createUnsupportedNetwork } from '../networks/createUnsupportedNetwork.js'
import { findNetwork } from '../networks/findNetwork.js'

/** The configured network of a chain id, or an 'Unknown Network' entry when it is not configured. */
export function resolveNetwork(
  context: LatchkeyClient,
  namespace: ChainNamespace,
  chainId: number | string,
): CaipNetwork {
  return (
    findNetwork(context.options.networks, namespace, chainId) ??
    createUnsupportedNetwork({ chainNamespace: namespace, id: chainId })
  )
}
