import type { WalletListItem } from '@latchkey/core/modal'
import { useEffect, useId, useRef } from 'react'
import { connectingStrings } from '../../i18n/connectingStrings.js'
import { useViewStrings } from '../../modal/ModalContext.js'
import { useVirtualRows } from './useVirtualRows.js'
import { WalletTile } from './WalletTile.js'

const columns = 4
const rowHeight = 96
const overscan = 2
// The scroller's height (less on a short screen), assumed until it is measured; the empty
// search result in AllWallets has the same.
const viewportHeight = 384

/** What the grid shows and how it asks for more. */
export type WalletGridProps = {
  items: readonly WalletListItem[]
  /** How many entries the list has in all, when known (for screen readers). */
  total: number | undefined
  /** A page or a search is on its way: a spinner follows the tiles. */
  loading: boolean
  /** How many entries are expected once loaded (a guess is fine): placeholders keep their room. */
  expected?: number | undefined
  /** More pages wait on the server: they load as the end comes near. */
  hasMore: boolean
  /** While the legal checkbox waits, tiles cannot be chosen. */
  disabled: boolean
  onEndReached(): void
}

/**
 * All Wallets' grid: four tiles a row in a scrolling box, virtualized (only the rows in view and
 * two on each side are in the page), asking for the next page two rows before the end. Icons
 * load as their tile comes into view (the client already fetched each page's first 20).
 */
export function WalletGrid(props: WalletGridProps) {
  const { items, loading, hasMore, disabled, onEndReached } = props
  const strings = useViewStrings('WalletGrid', connectingStrings)
  const scroller = useRef<HTMLDivElement>(null)
  const id = useId()
  const rowCount = Math.ceil(items.length / columns)
  const rows = useVirtualRows({
    scroller,
    rowHeight,
    rowCount,
    overscan,
    fallbackHeight: viewportHeight,
  })
  const nearEnd = rows.lastVisible >= rowCount - 3
  // While a page is on its way, the rows it will fill (up to a screenful) show placeholders, so
  // the card opens at its final height instead of growing when the wallets come.
  const viewportRows = viewportHeight / rowHeight
  const placeholderRows = loading
    ? Math.max(0, Math.min(viewportRows, Math.ceil((props.expected ?? 0) / columns)) - rowCount)
    : 0
  const firstLoad = placeholderRows > 0
  useEffect(() => {
    if (hasMore && !loading && nearEnd) onEndReached()
  }, [hasMore, loading, nearEnd, onEndReached])

  const tiles = []
  const end = Math.min(items.length, (rows.last + 1) * columns)
  for (let index = rows.first * columns; index < end; index++) {
    const item = items[index]!
    tiles.push(
      <WalletTile
        key={`${item.connector.type}:${item.connector.id}`}
        item={item}
        index={index}
        setSize={props.total ?? -1}
        top={Math.floor(index / columns) * rowHeight}
        left={`${(index % columns) * (100 / columns)}%`}
        disabled={disabled}
        tagId={`${id}-${index}`}
      />,
    )
  }

  return (
    <div
      className="lk-grid-scroller"
      ref={scroller}
      onScroll={rows.onScroll}
      // Always a screenful, whatever a search leaves: the card keeps its height (and the search
      // field its place) while the visitor types. A page on its way shows placeholder tiles.
      style={{ height: viewportHeight }}
    >
      <ul
        className="lk-grid"
        aria-label={strings.allWallets}
        aria-busy={loading || undefined}
        style={{ height: rowCount * rowHeight }}
      >
        {tiles}
      </ul>
      {firstLoad ? (
        <div className="lk-grid-placeholder" role="img" aria-label={strings.loadingWallets}>
          {Array.from({ length: placeholderRows * columns }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed, identical placeholder tiles.
            <span key={index} className="lk-tile" aria-hidden="true">
              <span className="lk-placeholder lk-image" />
              <span className="lk-placeholder" style={{ width: '70%', height: 10 }} />
            </span>
          ))}
        </div>
      ) : (
        loading && (
          <div className="lk-grid-loading">
            <span className="lk-spinner" role="img" aria-label={strings.loadingWallets} />
          </div>
        )
      )}
    </div>
  )
}
