// The modal shell (with the Connect view) is a lazy chunk: nothing of it loads before the
// dapp's first paint. It loads on the first open, or earlier when a button is hovered or
// focused, or when the browser is idle, so a click finds it ready.
import { lazy } from 'react'

type ModalModule = typeof import('./ModalHost.js')

let request: Promise<ModalModule> | undefined
let loaded = false
const listeners = new Set<() => void>()

/** Loads the modal chunk once; later calls share the request. A failed load can be retried. */
export function loadModal(): Promise<ModalModule> {
  request ??= import('./ModalHost.js').then(
    (module) => {
      loaded = true
      for (const listener of [...listeners]) listener()
      return module
    },
    (error: unknown) => {
      request = undefined
      throw error
    },
  )
  return request
}

/** Starts loading the modal chunk without waiting for it; a failure is retried on open. */
export function prefetchModal(): void {
  loadModal().catch(() => {})
}

/** The modal chunk's load state for `useSyncExternalStore`: false on the server and until loaded. */
export const modalChunk = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: () => loaded,
  getServerSnapshot: () => false,
}

/** The modal appended to the page body. */
export const LazyBodyModal = lazy(() =>
  loadModal().then((module) => ({ default: module.BodyModal })),
)

/** The modal or embedded widget rendered in an element the dapp placed. */
export const LazyInlineModal = lazy(() =>
  loadModal().then((module) => ({ default: module.InlineModal })),
)
