import { useSyncExternalStore } from 'react'

/** Below this width (a phone), the buttons take their compact form. */
const narrowScreenQuery = '(max-width: 430px)'

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {}
  const query = window.matchMedia(narrowScreenQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

function getSnapshot(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.(narrowScreenQuery).matches
}

/** Whether the page is a phone's width; false on the server, so hydration matches, then real. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false)
}
