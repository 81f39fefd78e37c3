import { getSend, type SendFeature, type SendState } from '@latchkey/core/internal'
import { useExternalValue } from '../../hooks/useExternalValue.js'
import { useModalContext } from '../../modal/ModalContext.js'

/** The client's Send form and its state, for the Send views. */
export function useSend(): { send: SendFeature; state: SendState } {
  const { client } = useModalContext('useSend')
  const send = getSend(client)
  return { send, state: useExternalValue(send.state) }
}
