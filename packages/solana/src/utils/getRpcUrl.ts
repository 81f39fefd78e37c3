import { BaseError, type CaipNetwork } from '@latchkey/core/internal'

/** The first HTTP RPC URL of a Solana network; throws when the network lists none. */
export function getRpcUrl(caipNetwork: Pick<CaipNetwork, 'rpcUrls' | 'caipNetworkId'>): string {
  const url = caipNetwork.rpcUrls.default.http[0]
  if (!url)
    throw new BaseError('Network has no RPC URL', {
      name: 'RpcUrlNotFoundError',
      metaMessages: [`${caipNetwork.caipNetworkId} lists no rpcUrls.default.http.`],
    })
  return url
}
