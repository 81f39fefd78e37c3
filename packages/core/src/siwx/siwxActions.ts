// The sign-in actions and watcher the client loads at start with `siwx` (a page without it never does).
export { cancelSIWX } from './cancelSIWX.js'
export { checkSIWXSession } from './checkSIWXSession.js'
export { signInWithSIWX } from './signInWithSIWX.js'
export { watchSIWX } from './watchSIWX.js'
