import { getOnRampState, type OnRampState, watchOnRampState } from '@latchkey/core/modal'
import { useCallback, useSyncExternalStore } from 'react'
import { useModalContext } from '../../modal/ModalContext.js'

/** The client's Buy form and the purchase it follows, for OnRampProviders and BuyInProgress. */
export function useOnRamp(): OnRampState {
  const { client } = useModalContext('useOnRamp')
  const subscribe = useCallback(
    (onChange: () => void) => watchOnRampState(client, { onChange }),
    [client],
  )
  const getSnapshot = useCallback(() => getOnRampState(client), [client])
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}
