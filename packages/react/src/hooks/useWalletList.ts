import {
  getWalletList,
  loadMoreWallets,
  searchAllWallets,
  type WalletList,
  watchWalletList,
} from '@latchkey/core'
import { loadWalletLists } from '@latchkey/core/modal'
import { useEffect, useMemo } from 'react'
import { useLatchkeyContext } from '../context/LatchkeyContext.js'
import { useClientValue } from './useClientValue.js'

/** What `useWalletList` returns. */
export type UseWalletListReturnType = WalletList & {
  /** Searches All Wallets by name after a 300 ms pause (up to 100 results); '' ends the search. */
  search(query: string): void
  /** Loads All Wallets' next page (40 wallets), or its first one with `{ first: true }`. */
  loadMore(parameters?: { first?: boolean | undefined }): Promise<void>
}

/**
 * The Connect view's wallets for drawing your own list (core's `getWalletList`): the groups in
 * their order, each wallet's name, icon, installed and recent flags and `connect()`, All Wallets
 * with search and paging, and the WalletConnect pairing URI to show while one is under way.
 */
export function useWalletList(): UseWalletListReturnType {
  const { client } = useLatchkeyContext('useWalletList')
  const list = useClientValue(client, getWalletList, watchWalletList)
  // The registry's lists, if their start failed or never ran, load as the list shows.
  useEffect(() => {
    void loadWalletLists(client)
  }, [client])
  return useMemo(
    () => ({
      ...list,
      search: (query) => searchAllWallets(client, query),
      loadMore: (parameters) => loadMoreWallets(client, parameters),
    }),
    [client, list],
  )
}
