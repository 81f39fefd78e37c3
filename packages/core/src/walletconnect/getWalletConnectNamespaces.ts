import type { ChainNamespace } from '../caip/namespaces.js'
import {
  getNamespaceDescriptor,
  type NamespaceDescriptorSource,
} from '../namespaces/getNamespaceDescriptor.js'
import { getWalletConnectPart } from '../namespaces/getWalletConnectPart.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'

/** What a dapp asks a wallet for in one namespace of a session proposal. */
export type WalletConnectNamespace = {
  chains: string[]
  methods: string[]
  events: string[]
  /** RPC URLs for reads, by chain reference (eip155) and by CAIP-2 id (other namespaces). */
  rpcMap: Record<string, string>
}

/**
 * The optional namespaces of a session proposal: every configured network, grouped by
 * namespace, with the methods and events its record names and the networks' own RPC URLs
 * (without them the SDK would read through the vendor's RPC).
 */
export function getWalletConnectNamespaces(
  networks: readonly CaipNetwork[],
  descriptors?: NamespaceDescriptorSource,
): Partial<Record<ChainNamespace, WalletConnectNamespace>> {
  const result: Partial<Record<ChainNamespace, WalletConnectNamespace>> = {}
  for (const network of networks) {
    const namespace = network.chainNamespace
    const walletConnect = getWalletConnectPart(getNamespaceDescriptor(descriptors, namespace))
    const entry = result[namespace] ?? {
      chains: [],
      methods: [...walletConnect.methods],
      events: [...walletConnect.events],
      rpcMap: {},
    }
    result[namespace] = entry
    entry.chains.push(network.caipNetworkId)
    const url = network.rpcUrls.default.http[0]
    if (url) {
      entry.rpcMap[String(network.id)] = url
      entry.rpcMap[network.caipNetworkId] = url
    }
  }
  return result
}
