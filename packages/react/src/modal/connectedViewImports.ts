// The import() calls behind loadView.ts's loaders of the views a connected account's buttons
// open: a chunk of its own, so Vite's lists of the files each of those views needs stay out of
// the page's first load (a visitor who never connects never needs them).

/** Imports the ConnectingExternal view's chunk. */
export const importConnectingExternal = () =>
  import('../views/ConnectingExternal/ConnectingExternal.js')

/** Imports the Account view's chunk. */
export const importAccount = () => import('../views/Account/Account.js')

/** Imports the Networks view's chunk. */
export const importNetworks = () => import('../views/Networks/Networks.js')

/** Imports the UnsupportedChain view's chunk. */
export const importUnsupportedChain = () => import('../views/UnsupportedChain/UnsupportedChain.js')
