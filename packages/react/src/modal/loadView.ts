// The loaders of the views a button opens (Account, ConnectingExternal, Networks,
// UnsupportedChain), and the cache of loaded chunks every loader fills. They live outside the
// chunks, so a button can prefetch the view a click is about to open; the other views'
// loaders are in loadModalView.ts, out of the first load.

/** Loads the ConnectingExternal view's chunk. */
export const loadConnectingExternal = () =>
  import('../views/ConnectingExternal/ConnectingExternal.js')
/** Loads the Account view's chunk. */
export const loadAccount = () => import('../views/Account/Account.js')
/** Loads the Networks view's chunk. */
export const loadNetworks = () => import('../views/Networks/Networks.js')
/** Loads the UnsupportedChain view's chunk. */
export const loadUnsupportedChain = () => import('../views/UnsupportedChain/UnsupportedChain.js')

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
