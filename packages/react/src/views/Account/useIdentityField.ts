import type { LatchkeyClient } from '@latchkey/core'
import { useCallback, useSyncExternalStore } from 'react'
import { useLatchkeyContext } from '../../context/LatchkeyContext.js'

/** A get/watch pair of one identity field (the name, the profile image). */
export type IdentityField = {
  get(client: LatchkeyClient, address: string): string | undefined
  watch(client: LatchkeyClient, parameters: { address: string; onChange(): void }): () => void
}

/** One field of `address`'s identity, subscribed: undefined until known, or when it has none. */
export function useIdentityField(field: IdentityField, address: string | undefined) {
  const { client } = useLatchkeyContext('useIdentityField')
  const subscribe = useCallback(
    (onChange: () => void) => (address ? field.watch(client, { address, onChange }) : () => {}),
    [client, address, field],
  )
  return useSyncExternalStore(
    subscribe,
    () => (address ? field.get(client, address) : undefined),
    () => undefined,
  )
}
