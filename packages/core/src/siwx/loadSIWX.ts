import { loadOnce } from '../client/loadOnce.js'

/** Loads sign-in's chunk (its actions and watcher): at start with `siwx`, else on a call. */
export const loadSIWX = loadOnce(() => import('./siwxActions.js'))
