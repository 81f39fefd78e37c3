import { type ChainNamespace, isChainNamespace } from '../caip/namespaces.js'
import type { Connector } from '../connectors/Connector.js'
import type { CustomWallet } from './CustomWallet.js'
import { getSafeLink } from './getSafeLink.js'
import type { RegistryWallet } from './registryApi.js'

/** A registry entry or a custom wallet, as `toRegistryConnector` reads it. */
export type ListableWallet = RegistryWallet | CustomWallet

/**
 * A registry or custom wallet as a WALLET_CONNECT connector: its registry id (`explorerId`,
 * registry wallets only), icon, rdns, links and download pages, on the first of `namespaces`
 * it supports (a custom wallet lists no chains: the first namespace). Links that are not safe
 * to follow are dropped.
 */
export function toRegistryConnector(
  wallet: ListableWallet,
  namespaces: readonly ChainNamespace[],
): Connector {
  const registry = 'image_id' in wallet
  const supported = registry
    ? wallet.chains.map((chain) => chain.split(':')[0]).filter(isChainNamespace)
    : namespaces
  const chain = namespaces.find((namespace) => supported.includes(namespace)) ?? namespaces[0]
  return {
    id: wallet.id,
    name: wallet.name,
    type: 'WALLET_CONNECT',
    chain: chain ?? 'eip155',
    ...(registry
      ? { imageId: wallet.image_id, explorerId: wallet.id }
      : { imageUrl: wallet.image_url }),
    info: wallet.rdns ? { rdns: wallet.rdns } : undefined,
    links: {
      mobile: getSafeLink(wallet.mobile_link, 'app'),
      desktop: getSafeLink(wallet.desktop_link, 'app'),
      webapp: getSafeLink(wallet.webapp_link, 'web'),
    },
    downloads: {
      chrome: getSafeLink(wallet.chrome_store, 'web'),
      ios: getSafeLink(wallet.app_store, 'web'),
      android: getSafeLink(wallet.play_store, 'web'),
      homepage: getSafeLink(wallet.homepage, 'web'),
    },
  }
}
