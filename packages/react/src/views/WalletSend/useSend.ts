import { getSendState, type SendState, watchSendState } from '@latchkey/core/modal'
import { useCallback, useSyncExternalStore } from 'react'
import { useModalContext } from '../../modal/ModalContext.js'

/** The client's Send form, for the Send views (which call Send's actions to change it). */
export function useSend(): SendState {
  const { client } = useModalContext('useSend')
  const subscribe = useCallback(
    (onChange: () => void) => watchSendState(client, { onChange }),
    [client],
  )
  const getSnapshot = useCallback(() => getSendState(client), [client])
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}
