import type { CaipNetwork } from '@latchkey/core'
import { RpcUrlNotFoundError } from '@latchkey/core/errors'

/** The first HTTP RPC URL of a Polkadot network; throws when the network lists none. */
export function getRpcUrl(caipNetwork: Pick<CaipNetwork, 'rpcUrls' | 'caipNetworkId'>): string {
  const url = caipNetwork.rpcUrls.default.http[0]
  if (!url) throw new RpcUrlNotFoundError({ caipNetworkId: caipNetwork.caipNetworkId })
  return url
}
