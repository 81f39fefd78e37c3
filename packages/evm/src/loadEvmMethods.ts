import { loadOnce } from '@latchkey/core/adapter'

/**
 * Loads the chunk of what acts on a wallet (evmMethods): when the modal opens (core's prefetch),
 * when a stored connection is restored, or on the first call. A page loads only discovery and
 * the adapter's shell before a visitor's first click.
 */
export const loadEvmMethods = loadOnce(() => import('./evmMethods.js'))
