import { getNamesState, type NamesState, watchNamesState } from '@latchkey/core/modal'
import { useCallback, useSyncExternalStore } from 'react'
import { useModalContext } from '../../modal/ModalContext.js'

/** The client's name registration state, for the name views and Account's "Choose a name" row. */
export function useNames(): NamesState {
  const { client } = useModalContext('useNames')
  const subscribe = useCallback(
    (onChange: () => void) => watchNamesState(client, { onChange }),
    [client],
  )
  const getSnapshot = useCallback(() => getNamesState(client), [client])
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}
