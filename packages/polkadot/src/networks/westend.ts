import type { PolkadotNetwork } from './PolkadotNetwork.js'
import { polkadotImageUrl } from './polkadotImageUrl.js'

/** Westend, Polkadot's test network: SS58 prefix 42, WND with 12 decimals. */
export const westend: PolkadotNetwork = {
  id: 'e143f23803ac50e8f6f8e62695d1ce9e',
  caipNetworkId: 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e',
  chainNamespace: 'polkadot',
  name: 'Westend',
  nativeCurrency: { name: 'Westend', symbol: 'WND', decimals: 12 },
  rpcUrls: { default: { http: ['https://westend-rpc.polkadot.io'] } },
  blockExplorers: { default: { name: 'Subscan', url: 'https://westend.subscan.io' } },
  imageUrl: polkadotImageUrl,
  testnet: true,
  ss58Prefix: 42,
}
