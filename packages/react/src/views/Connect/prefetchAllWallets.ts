import type { LatchkeyClient } from '@latchkey/core'
import { loadMoreWallets } from '@latchkey/core/modal'
import { loadAllWallets } from '../../modal/loadModalView.js'
import { prefetchView } from '../../modal/loadView.js'

/**
 * On hover or focus of what opens All Wallets: its chunk and its first page (with the first 20
 * icons) start loading, so the view opens on its wallets.
 */
export function prefetchAllWallets(client: LatchkeyClient): void {
  prefetchView(loadAllWallets)
  void loadMoreWallets(client, { first: true })
}
