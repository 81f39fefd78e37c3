import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'
import { getWalletListValue } from '../walletList/getWalletListValue.js'
import type { WalletList } from '../walletList/WalletList.js'

/** What `watchWalletList` accepts. */
export type WatchWalletListParameters = {
  /** Called with the new list and the one it replaced. */
  onChange(value: WalletList, previous: WalletList): void
}

/**
 * Calls `onChange` whenever the wallet list changes. While watched, the registry icons of the
 * Connect view's wallets load (each once per page load), so `icon` fills in.
 */
export function watchWalletList(
  client: LatchkeyClient,
  parameters: WatchWalletListParameters,
): Unwatch {
  const value = getWalletListValue(client)
  const loadIcons = (list: WalletList) => {
    for (const wallet of list.wallets) {
      const { imageId } = wallet.connector
      if (wallet.icon === undefined && imageId)
        // A failed icon leaves `icon` undefined: the dapp draws its placeholder.
        client.registry.images.load(imageId).catch(() => {})
    }
  }
  loadIcons(value.getSnapshot())
  return value.subscribe((list, previous) => {
    loadIcons(list)
    parameters.onChange(list, previous)
  })
}
