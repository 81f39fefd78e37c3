// The loaders of the views a button opens (Account, ConnectingExternal, Networks,
// UnsupportedChain), and the cache of loaded chunks every loader fills. They live outside the
// chunks, so a button can prefetch the view a click is about to open; the other views'
// loaders are in loadModalView.ts, out of the first load. These four load the modal's chunk
// first (prefetched at idle, so it is usually there), then the chunk holding their import()
// calls (connectedViewImports.ts): with every view loaded after the modal's chunk, what they
// share with it stays in that chunk instead of a dozen small files, and Vite's preload lists
// of those views stay out of every page's first load.
import { loadModal } from './loadModal.js'

/**
 * Loads the chunk of the views beyond Connect: their switch, and the import() calls of those only
 * the modal opens (modalViewImports.ts). Every view's loader loads it with the view.
 */
export const loadOtherViews = () =>
  loadModal()
    .then((modal) => modal.importModalViews())
    .then((views) => {
      noteLoadedView(loadOtherViews, views)
      return views
    })

const loadConnectedImports = () =>
  Promise.all([loadModal().then((modal) => modal.importConnectedViews()), loadOtherViews()]).then(
    ([views]) => views,
  )

/** Loads the ConnectingExternal view's chunk. */
export const loadConnectingExternal = () =>
  loadConnectedImports().then((views) => views.importConnectingExternal())
/** Loads the Account view's chunk. */
export const loadAccount = () => loadConnectedImports().then((views) => views.importAccount())
/** Loads the Networks view's chunk. */
export const loadNetworks = () => loadConnectedImports().then((views) => views.importNetworks())
/** Loads the UnsupportedChain view's chunk. */
export const loadUnsupportedChain = () =>
  loadConnectedImports().then((views) => views.importUnsupportedChain())

// The chunks loaded so far, by loader: a view made with `lazyView` renders at once from here,
// without a Suspense fallback (React holds a revealed fallback for 300 ms).
const loadedViews = new Map<() => Promise<unknown>, unknown>()

// Records a loaded chunk's module: a lazyView renders it at once.
const noteLoadedView = (load: () => Promise<unknown>, module: unknown) =>
  loadedViews.set(load, module)

/** Starts loading a view's chunk without waiting; a failure shows when the view renders. */
export function prefetchView(load: () => Promise<unknown>): void {
  load().then(
    (module) => noteLoadedView(load, module),
    () => {},
  )
}

/** The module of a view chunk already loaded through `prefetchView`, else undefined. */
export function getLoadedView(load: () => Promise<unknown>): unknown {
  return loadedViews.get(load)
}
