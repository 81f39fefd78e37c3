import { createExternalValue, type ExternalValue } from '../client/createExternalValue.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { memoize } from '../client/memoize.js'
import { defineFeature, type FeatureInstance } from '../features/defineFeature.js'
import { getFeature } from '../features/getFeature.js'
import { getWalletListItems, type WalletListItem } from './getWalletListItems.js'

/** The wallet tiles of the registry's views, as `getWalletTiles` returns them. */
export type WalletTiles = {
  /**
   * All Wallets' grid: the page's installed wallets first, then the featured, custom and loaded
   * registry wallets; while a search runs, its results (featured left out) matching the query.
   */
  all: readonly WalletListItem[]
  /** The four tiles of the All Wallets entry on Connect: the loaded pages', else the recommended. */
  preview: readonly WalletListItem[]
}

// Per client, on the client's features: made when All Wallets or its entry first asks.
const walletTiles = defineFeature({
  name: 'walletTiles',
  create(client: LatchkeyClient): FeatureInstance & { value: ExternalValue<WalletTiles> } {
    const { connectors } = client.stores
    const { customWallets: custom, namespaces } = client.options
    const registry = client.registry
    // Each list keeps its array while its own inputs stay, so a search leaves the preview as is.
    const all = memoize(
      () => {
        const { featured, search, pages } = registry.getState()
        const searching = search.query.trim() !== ''
        return [
          connectors.getState().connectors,
          searching ? undefined : featured,
          searching ? search.wallets : pages.wallets,
          searching ? search.query : undefined,
        ] as const
      },
      (list, featured, wallets, query) =>
        getWalletListItems({ connectors: list, featured, custom, wallets, namespaces, query }),
    )
    const preview = memoize(
      () => {
        const { featured, pages, recommended } = registry.getState()
        const wallets = pages.wallets.length > 0 ? pages.wallets : recommended
        return [connectors.getState().connectors, featured, wallets] as const
      },
      (list, featured, wallets) =>
        getWalletListItems({ connectors: list, featured, custom, wallets, namespaces }).slice(0, 4),
    )
    const tiles = memoize(
      () => [all(), preview()] as const,
      (allTiles, previewTiles) => ({ all: allTiles, preview: previewTiles }),
    )
    const registrySource = { subscribeAll: (listener: () => void) => registry.watchState(listener) }
    return { value: createExternalValue(tiles, [connectors, registrySource]) }
  },
})

/** The client's wallet tiles value (see `getWalletTiles`). */
export function getWalletTilesValue(client: LatchkeyClient): ExternalValue<WalletTiles> {
  return getFeature(client, walletTiles).value
}
