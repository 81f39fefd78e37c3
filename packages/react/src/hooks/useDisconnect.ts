import type { DisconnectParameters } from '@latchkey/core'
import { loadClientActions } from '@latchkey/core/modal'
import { useMemo } from 'react'
import { useLatchkeyContext } from '../context/LatchkeyContext.js'

/** What `useDisconnect` returns. */
export type UseDisconnectReturnType = {
  /** Disconnects a namespace (default the active one); rejects with 'Failed to disconnect'. */
  disconnect(parameters?: DisconnectParameters): Promise<void>
}

/** Disconnects the wallet. */
export function useDisconnect(): UseDisconnectReturnType {
  const { client } = useLatchkeyContext('useDisconnect')
  // Core's disconnect comes in its actions' chunk: out of the page's first load.
  return useMemo(
    () => ({
      disconnect: (parameters) =>
        loadClientActions().then(({ disconnect }) => disconnect(client, parameters)),
    }),
    [client],
  )
}
