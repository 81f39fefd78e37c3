import type { PolkadotNetwork } from './PolkadotNetwork.js'
import { polkadotImageUrl } from './polkadotImageUrl.js'

/** The Polkadot relay chain (mainnet): SS58 prefix 0, DOT with 10 decimals. */
export const polkadot: PolkadotNetwork = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['https://rpc.polkadot.io'] } },
  blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } },
  imageUrl: polkadotImageUrl,
  ss58Prefix: 0,
}
