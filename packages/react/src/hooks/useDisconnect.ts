import type { DisconnectParameters } from '@latchkey/core/internal'
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
  return useMemo(() => ({ disconnect: (parameters) => client.disconnect(parameters) }), [client])
}
