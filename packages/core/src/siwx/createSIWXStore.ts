import type { CaipAddress } from '../caip/parseCaipAddress.js'
import { createStore, type Store } from '../store/createStore.js'
import type { SIWXSession } from './SIWXConfig.js'

/**
 * Where sign-in stands for the active account: 'disabled' without the `siwx` option, 'idle'
 * with no connected account on a configured network, 'checking' while stored sessions are
 * looked up, 'unauthenticated' while the sign-in view waits, 'signing' while the wallet and the
 * verifier work, 'authenticated' with a session.
 */
export type SIWXStatus =
  | 'disabled'
  | 'idle'
  | 'checking'
  | 'unauthenticated'
  | 'signing'
  | 'authenticated'

/** Sign-in state of the active account. */
export type SIWXState = {
  status: SIWXStatus
  /** Whether a session is required (the `siwx` option's `getRequired()`, read at each check). */
  required: boolean
  /** The account the status is about. */
  caipAddress: CaipAddress | undefined
  /** The account's session, once signed in. */
  session: SIWXSession | undefined
  /** Why the last sign-in failed, as the view shows it ('Signature declined' for a rejection). */
  error: { message: string; cause: unknown } | undefined
}

/** The sign-in store. */
export type SIWXStore = Store<SIWXState>

/** Makes the sign-in store: 'idle' when the `siwx` option is set, else 'disabled'. */
export function createSIWXStore({ enabled }: { enabled: boolean }): SIWXStore {
  return createStore<SIWXState>({
    status: enabled ? 'idle' : 'disabled',
    required: false,
    caipAddress: undefined,
    session: undefined,
    error: undefined,
  })
}

/** Whether the modal may be closed: not while a required sign-in waits or runs (spec section 2). */
export function isSIWXClosable(state: SIWXState): boolean {
  return !(state.required && (state.status === 'unauthenticated' || state.status === 'signing'))
}
