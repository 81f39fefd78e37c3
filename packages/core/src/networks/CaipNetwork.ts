import type { ChainNamespace } from '../caip/namespaces.js'
import type { CaipNetworkId } from '../caip/parseCaipNetworkId.js'

/** A network's native currency, e.g. `{ name: 'Ether', symbol: 'ETH', decimals: 18 }`. */
type NativeCurrency = { name: string; symbol: string; decimals: number }

/** A network a dapp supports, in any namespace; build one with `defineNetwork`. */
export type CaipNetwork = {
  /** The chain id within its namespace: a number for eip155, a string elsewhere. */
  id: number | string
  /** `namespace:id`, e.g. 'eip155:1'. */
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: { http: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } } | undefined
  imageUrl?: string | undefined
  testnet?: boolean | undefined
}
