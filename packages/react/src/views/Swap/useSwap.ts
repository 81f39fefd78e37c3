import { getSwapState, type SwapState, watchSwapState } from '@latchkey/core/modal'
import { useCallback, useSyncExternalStore } from 'react'
import { useModalContext } from '../../modal/ModalContext.js'

/** The client's Swap form, for the Swap views (they call the swap actions with the client). */
export function useSwap(): SwapState {
  const { client } = useModalContext('useSwap')
  const subscribe = useCallback(
    (onChange: () => void) => watchSwapState(client, { onChange }),
    [client],
  )
  const getSnapshot = useCallback(() => getSwapState(client), [client])
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}
