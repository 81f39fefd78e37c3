// The sign-in actions the client loads on their first call (a page without `siwx` never does).
export { cancelSIWX } from './cancelSIWX.js'
export { checkSIWXSession } from './checkSIWXSession.js'
export { signInWithSIWX } from './signInWithSIWX.js'
