import {
  getBrowserEnvironment,
  getWalletRegistry,
  getWalletTiles,
  loadMoreWallets,
  retryWalletLists,
  searchAllWallets,
  watchWalletRegistry,
  watchWalletTiles,
} from '@latchkey/core/modal'
import { useCallback, useEffect, useMemo } from 'react'
import { useClientValue } from '../../hooks/useClientValue.js'
import { connectingStrings } from '../../i18n/connectingStrings.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { ConfigurationAlert } from '../../modal/parts/ConfigurationAlert.js'
import { useConnectExtras } from '../Connect/useConnectExtras.js'
import { WalletGrid } from './WalletGrid.js'

// Styles of this view only, so they load with its chunk.
const styles = `
.lk-search {
  width: 100%; min-height: 40px; padding: 0 12px; margin-bottom: 12px;
  border-radius: calc(var(--lk-border-radius-master, 4px) * 4);
  border: 1px solid var(--_border); background: var(--_bg2); color: var(--_fg); font: inherit;
}
.lk-search::placeholder { color: var(--_fg2); opacity: 1; }
/* One height whatever the search leaves (WalletGrid), less on a short window: the card's most
   less the header, the body's padding and the search field, so the grid is the one scroll region. */
.lk-grid-scroller, .lk-empty {
  max-height: max(192px, calc(var(--_card-max, 100vh) - 160px));
}
.lk-grid-scroller {
  position: relative; overflow-y: auto; overscroll-behavior: contain; contain: strict; margin: 0 -4px;
}
.lk-grid { position: relative; list-style: none; margin: 0; padding: 0; }
.lk-tile-item { position: absolute; width: 25%; height: 96px; padding: 2px; }
/* Laid out from the top, so an 'Installed' tag under the name does not lift its tile's icon.
   Icon, a name of two lines and the tag fit the tile's 92 px whole: the name never shrinks
   under the tag, and a name of two words ("Coinbase Wallet") wraps instead of being cut. */
.lk-tile {
  width: 100%; height: 100%; display: flex; flex-direction: column; align-items: center;
  justify-content: flex-start; gap: 3px; padding: 8px 2px 2px;
  border-radius: calc(var(--lk-border-radius-master, 4px) * 4); text-align: center;
}
.lk-tile:hover:not(:disabled) { background: var(--_bg2); }
.lk-tile:disabled { cursor: not-allowed; }
.lk-tile .lk-image { width: 40px; height: 40px; }
.lk-tile-name {
  flex: none; max-width: 100%; overflow: hidden; line-height: 1.15; overflow-wrap: anywhere;
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-clamp: 2;
  font-size: calc(var(--lk-font-size-master, 10px) * 1.2); font-weight: 500;
}
.lk-tile-tag { font-size: calc(var(--lk-font-size-master, 10px) * 1.0); color: var(--_success); font-weight: 600; line-height: 1; margin-top: -2px; }
.lk-grid-placeholder { display: grid; grid-template-columns: repeat(4, 1fr); grid-auto-rows: 96px; padding: 0 2px; }
.lk-grid-placeholder .lk-tile { padding-top: 12px; gap: 8px; }
.lk-grid-loading { display: grid; place-items: center; height: 48px; color: var(--_fg2); }
.lk-empty { height: 384px; justify-content: center; }
`

/**
 * Every wallet: a search field (the client searches the registry after a 300 ms pause, up to
 * 100 results) over a virtualized grid, installed wallets first, that loads 40 entries a page
 * as the visitor scrolls. An empty search or list says so; a failed load shows 'Try again'
 * (the client also shows a toast), a refused project its configuration alert.
 */
export function AllWallets() {
  const { client } = useModalContext('AllWallets')
  const strings = useViewStrings('AllWallets', connectingStrings)
  const registry = useClientValue(client, getWalletRegistry, watchWalletRegistry)
  const { all: items } = useClientValue(client, getWalletTiles, watchWalletTiles)
  const extras = useConnectExtras(client)
  const mobile = useMemo(() => getBrowserEnvironment().mobile, [])
  const { query } = registry.search
  const loadMore = useCallback(() => void loadMoreWallets(client), [client])
  const searching = query.trim() !== ''
  const { pages } = registry

  // The first page loads as the view opens, if hovering its entry did not load it already; the
  // search ends when the view closes.
  useEffect(() => {
    void loadMoreWallets(client, { first: true })
    return () => searchAllWallets(client, '')
  }, [client])

  const enabled = registry.status !== 'disabled' && !registry.alert
  const list = searching ? registry.search : pages
  const hasMore =
    !searching && enabled && (pages.count === undefined || pages.wallets.length < pages.count)
  const loading =
    enabled &&
    (list.status === 'loading' ||
      list.status === 'waiting' ||
      (!searching && pages.status === 'idle' && hasMore))
  const failed = list.status === 'error'

  return (
    <div>
      <style>{styles}</style>
      {extras.alert && <ConfigurationAlert message={extras.alert} />}
      <input
        className="lk-search"
        type="search"
        aria-label={strings.searchWallet}
        placeholder={strings.searchWallet}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => searchAllWallets(client, event.currentTarget.value)}
        // On a phone, focusing the field would cover the grid with the keyboard.
        data-autofocus={mobile ? undefined : ''}
      />
      {items.length === 0 && !loading && !failed ? (
        <div className="lk-stack lk-empty">
          <p className="lk-title">{searching ? strings.noWalletFound : strings.noWalletsListed}</p>
          {searching && <p className="lk-note">{strings.noWalletFoundDetail(query.trim())}</p>}
        </div>
      ) : (
        <WalletGrid
          items={items}
          total={
            searching || pages.count === undefined
              ? undefined
              : items.length + Math.max(0, pages.count - pages.wallets.length)
          }
          loading={loading}
          // Before the first page, the registry's count says how many wallets are coming.
          expected={searching ? undefined : Math.max(items.length, registry.count)}
          hasMore={hasMore && !failed}
          disabled={!extras.walletsEnabled}
          onEndReached={loadMore}
        />
      )}
      {failed && (
        <div className="lk-stack">
          <p className="lk-note">{strings.walletsLoadFailed}</p>
          <button
            type="button"
            className="lk-button"
            data-variant="secondary"
            onClick={() => retryWalletLists(client)}
          >
            {strings.tryAgain}
          </button>
        </div>
      )}
      <p className="lk-sr" aria-live="polite">
        {searching && list.status === 'ready' ? strings.walletsFound(items.length) : ''}
      </p>
    </div>
  )
}
