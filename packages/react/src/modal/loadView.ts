// The loaders of the views a button opens (Account, ConnectingExternal, Networks,
// UnsupportedChain), and the cache of loaded chunks every loader fills. They live outside the
// chunks, so a button can prefetch the view a click is about to open; the other views'
// loaders are in loadModalView.ts, out of the first load. The three views of a connected
// account first load the chunk holding their import() calls (connectedViewImports.ts), whose
// preload lists would otherwise weigh on every page's first load.

const loadConnectedImports = () => import('./connectedViewImports.js')

/** Loads the ConnectingExternal view's chunk. */
export const loadConnectingExternal = () =>
  import('../views/ConnectingExternal/ConnectingExternal.js')
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

/** Starts loading a view's chunk without waiting; a failure shows when the view renders. */
export function prefetchView(load: () => Promise<unknown>): void {
  load().then(
    (module) => loadedViews.set(load, module),
    () => {},
  )
}

/** The module of a view chunk already loaded through `prefetchView`, else undefined. */
export function getLoadedView(load: () => Promise<unknown>): unknown {
  return loadedViews.get(load)
}
