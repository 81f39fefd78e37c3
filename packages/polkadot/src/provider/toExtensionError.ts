import { UserRejectedRequestError } from '@latchkey/core'

// polkadot{.js} and Talisman reject with Error('Cancelled'), SubWallet with 'Rejected by user' or
// 'User rejected': plain errors without a code, so the words are what tells a decline.
const declined = /cancel|reject|denied|declin/i

/** An extension's error as the widget reads it: a decline becomes a UserRejectedRequestError (4001). */
export function toExtensionError(error: unknown): unknown {
  const coded = typeof error === 'object' && error !== null && 'code' in error
  return !coded && error instanceof Error && declined.test(error.message)
    ? new UserRejectedRequestError({ cause: error })
    : error
}
