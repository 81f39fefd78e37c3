import { useContext, useLayoutEffect, useRef } from 'react'
import { type ViewHeader, ViewHeaderContext } from './ViewHeaderContext.js'

/**
 * Shows `header` (a title and a back arrow) in the modal's header while the calling view is in
 * a step of its own, and gives the header back when `header` is undefined or the view goes.
 */
export function useViewHeader(header: ViewHeader | undefined): void {
  const set = useContext(ViewHeaderContext)
  // The latest way back, so a new callback each render does not reset the header.
  const back = useRef(header?.onBack)
  back.current = header?.onBack
  const title = header?.title
  useLayoutEffect(() => {
    if (title === undefined) return
    set({ title, onBack: () => back.current?.() })
    return () => set(undefined)
  }, [set, title])
}
