// `@latchkey/evm/sessions`: what a dapp uses to act with a session key the user granted
// (smart sessions, ERC-7715). Its own door: it imports viem's account abstraction statically.

export { toSessionKeyAccount } from '../sessions/toSessionKeyAccount.js'
