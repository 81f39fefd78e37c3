import type { CaipNetwork } from '@latchkey/core'
import { bitcoinIcon } from './bitcoinIcon.js'

const nativeCurrency = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }

/**
 * Bitcoin mainnet: CAIP-2 `bip122:` and the genesis hash's first 32 hex digits; balances from
 * mempool.space's public Esplora API.
 */
export const bitcoin: CaipNetwork = {
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency,
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space' } },
  imageUrl: bitcoinIcon,
}

/** Bitcoin testnet4 (BIP-94), with mempool.space's Esplora API. */
export const bitcoinTestnet4: CaipNetwork = {
  id: '00000000da84f2bafbbc53dee25a72ae',
  caipNetworkId: 'bip122:00000000da84f2bafbbc53dee25a72ae',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet4',
  nativeCurrency: { ...nativeCurrency, symbol: 'tBTC' },
  rpcUrls: { default: { http: ['https://mempool.space/testnet4/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/testnet4' } },
  imageUrl: bitcoinIcon,
  testnet: true,
}

/** Bitcoin's default signet, with mempool.space's Esplora API. */
export const bitcoinSignet: CaipNetwork = {
  id: '00000008819873e925422c1ff0f99f7c',
  caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c',
  chainNamespace: 'bip122',
  name: 'Bitcoin Signet',
  nativeCurrency: { ...nativeCurrency, symbol: 'sBTC' },
  rpcUrls: { default: { http: ['https://mempool.space/signet/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/signet' } },
  imageUrl: bitcoinIcon,
  testnet: true,
}
