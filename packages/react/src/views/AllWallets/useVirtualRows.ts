import { type RefObject, useCallback, useLayoutEffect, useState } from 'react'

/** What `useVirtualRows` needs to know about the list. */
export type UseVirtualRowsParameters = {
  /** The scrolling element the rows are laid out in. */
  scroller: RefObject<HTMLElement | null>
  rowHeight: number
  rowCount: number
  /** Rows rendered above and below the visible ones, so a quick scroll shows no gap. */
  overscan: number
  /** The height assumed before the element was measured (or where nothing is laid out). */
  fallbackHeight: number
}

/** The rows to render: `first` to `last` inclusive, and the last row actually in view. */
export type VirtualRows = { first: number; last: number; lastVisible: number; onScroll(): void }

/**
 * Windowing for a list of fixed-height rows: only the rows in view (plus `overscan` on each
 * side) are rendered, so thousands of entries cost what a screenful does. Re-renders only when
 * the window moves by a row, not on every scroll event.
 */
export function useVirtualRows(parameters: UseVirtualRowsParameters): VirtualRows {
  const { scroller, rowHeight, rowCount, overscan, fallbackHeight } = parameters
  const [view, setView] = useState({ firstVisible: 0, lastVisible: 0 })
  const measure = useCallback(() => {
    const element = scroller.current
    if (!element) return
    const height = element.clientHeight || fallbackHeight
    const firstVisible = Math.floor(element.scrollTop / rowHeight)
    const lastVisible = Math.ceil((element.scrollTop + height) / rowHeight) - 1
    setView((current) =>
      current.firstVisible === firstVisible && current.lastVisible === lastVisible
        ? current
        : { firstVisible, lastVisible },
    )
  }, [scroller, rowHeight, fallbackHeight])
  useLayoutEffect(() => {
    measure()
    const element = scroller.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [scroller, measure])
  const lastRow = Math.max(0, rowCount - 1)
  return {
    first: Math.min(lastRow, Math.max(0, view.firstVisible - overscan)),
    last: Math.min(lastRow, view.lastVisible + overscan),
    lastVisible: Math.min(lastRow, view.lastVisible),
    onScroll: measure,
  }
}
