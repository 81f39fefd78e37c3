import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { toDappProvider } from '../connection/toDappProvider.js'

/**
 * The provider of `namespace`'s connected wallet (default the active namespace; EIP-1193 for
 * eip155), whatever source it came from; undefined while not connected. Its failed requests
 * reject with an Error carrying `code`, `message` and `data`.
 */
export function getProvider(client: LatchkeyClient, namespace?: ChainNamespace): unknown {
  const { stores, adapters } = client
  const target = namespace ?? stores.chains.getState().activeNamespace
  return toDappProvider(adapters.get(target)?.getProvider())
}
