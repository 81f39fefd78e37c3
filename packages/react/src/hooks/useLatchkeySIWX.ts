import type { SIWXSession } from '@latchkey/core'
import { getSIWX, watchSIWX } from '@latchkey/core'
import type { SIWXStatus } from '@latchkey/core/modal'
import { useMemo } from 'react'
import { useLatchkeyContext } from '../context/LatchkeyContext.js'
import { useClientValue } from './useClientValue.js'

/** What `useLatchkeySIWX` returns. */
export type UseLatchkeySIWXReturnType = {
  /** The active account's session: the signed message and its fields; undefined until signed in. */
  session: SIWXSession | undefined
  /** Where sign-in stands ('disabled' without the `siwx` option). */
  status: SIWXStatus
  isSignedIn: boolean
  /** Whether the dapp requires a session (then the sign-in view cannot be dismissed). */
  required: boolean
  /** Why the last sign-in failed, as the view shows it. */
  error: string | undefined
}

/** The sign-in (SIWX) session of the active account. */
export function useLatchkeySIWX(): UseLatchkeySIWXReturnType {
  const { client } = useLatchkeyContext('useLatchkeySIWX')
  const siwx = useClientValue(client, getSIWX, watchSIWX)
  return useMemo(
    () => ({
      session: siwx.session,
      status: siwx.status,
      isSignedIn: siwx.status === 'authenticated',
      required: siwx.required,
      error: siwx.error?.message,
    }),
    [siwx],
  )
}
