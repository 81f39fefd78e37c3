import { getIdentityAvatar, watchIdentityAvatar } from '@latchkey/core/modal'
import { useCallback, useSyncExternalStore } from 'react'
import { useLatchkeyContext } from '../../context/LatchkeyContext.js'

/**
 * The profile image the data API's identity route gives `address` (undefined until it answers,
 * when it has none, or when it fails: the caller draws the address's picture then). Core asks
 * once per address, with the name.
 */
export function useIdentityAvatar(address: string | undefined): string | undefined {
  const { client } = useLatchkeyContext('useIdentityAvatar')
  const subscribe = useCallback(
    (onChange: () => void) =>
      address ? watchIdentityAvatar(client, { address, onChange }) : () => {},
    [client, address],
  )
  return useSyncExternalStore(
    subscribe,
    () => (address ? getIdentityAvatar(client, address) : undefined),
    () => undefined,
  )
}
