import { loadOnce } from './loadOnce.js'

/**
 * Loads the chunk of what runs after a visitor acts (connect, disconnect, switchNetwork, the
 * history). The modal and React call these actions through it, so they stay out of the first
 * load; a dapp importing `connect` itself gets it statically.
 */
export const loadClientActions = loadOnce(() => import('./clientActions.js'))
