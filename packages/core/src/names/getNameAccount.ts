import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getEvmCoinType } from '../data/profileApi.js'
import { getNamespaceDescriptor } from '../namespaces/getNamespaceDescriptor.js'

/** The account a name would be registered to, with the ENSIP-11 coin type of its chain. */
export type NameAccount = {
  namespace: ChainNamespace
  address: string
  caipAddress: string
  caipNetworkId: string
  coinType: number
}

/**
 * The connected account of the active namespace when names can be registered for it: the
 * namespace's record serves names (eip155's), the `apiUrl` option is set and the chain has a coin
 * type (ENSIP-11: below 2^31). Undefined otherwise.
 */
export function getNameAccount(client: LatchkeyClient): NameAccount | undefined {
  if (!client.options.apiUrl) return undefined
  const { chains, activeNamespace } = client.stores.chains.getState()
  const descriptor = getNamespaceDescriptor(client.adapters, activeNamespace)
  const chain = chains[activeNamespace]
  const caipNetwork = chain?.network.caipNetwork
  const { account } = chain ?? {}
  if (!descriptor.supports.names || !caipNetwork || account?.status !== 'connected')
    return undefined
  if (!account.address || !account.caipAddress) return undefined
  const chainId = descriptor.toChainId(caipNetwork.id)
  if (typeof chainId !== 'number' || chainId < 1 || chainId >= 0x80000000) return undefined
  return {
    namespace: activeNamespace,
    address: account.address,
    caipAddress: account.caipAddress,
    caipNetworkId: caipNetwork.caipNetworkId,
    coinType: getEvmCoinType(chainId),
  }
}
