import { getIdentityName, watchIdentityName } from '@latchkey/core/modal'
import { useCallback, useSyncExternalStore } from 'react'
import { useLatchkeyContext } from '../../context/LatchkeyContext.js'

/**
 * The name the data API's identity route gives `address` (undefined until it answers, when it
 * has none, or when it fails: the caller shows the address then). Core asks once per address.
 */
export function useIdentityName(address: string | undefined): string | undefined {
  const { client } = useLatchkeyContext('useIdentityName')
  const subscribe = useCallback(
    (onChange: () => void) =>
      address ? watchIdentityName(client, { address, onChange }) : () => {},
    [client, address],
  )
  return useSyncExternalStore(
    subscribe,
    () => (address ? getIdentityName(client, address) : undefined),
    () => undefined,
  )
}
