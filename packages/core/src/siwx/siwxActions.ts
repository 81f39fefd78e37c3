// The sign-in actions and watcher the client loads at start with `siwx` (a page without it never does).
export { cancelSIWX } from '../actions/cancelSIWX.js'
export { checkSIWX } from '../actions/checkSIWX.js'
export { signInWithSIWX } from '../actions/signInWithSIWX.js'
export { watchSIWXSessions } from './watchSIWXSessions.js'
