import { getSend, type SendFeature, type SendState } from '@latchkey/core/internal'
import { useLatchkeyContext } from '../../context/LatchkeyContext.js'
import { useExternalValue } from '../../hooks/useExternalValue.js'

/** The client's Send form and its state, for the Send views. */
export function useSend(): { send: SendFeature; state: SendState } {
  const { client } = useLatchkeyContext('useSend')
  const send = getSend(client)
  return { send, state: useExternalValue(send.state) }
}
