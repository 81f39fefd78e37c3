import { getOnRamp, type OnRampFeature, type OnRampState } from '@latchkey/core/internal'
import { useExternalValue } from '../../hooks/useExternalValue.js'
import { useModalContext } from '../../modal/ModalContext.js'

/** The client's Buy form and its state, for OnRampProviders and BuyInProgress. */
export function useOnRamp(): { onRamp: OnRampFeature; state: OnRampState } {
  const { client } = useModalContext('useOnRamp')
  const onRamp = getOnRamp(client)
  return { onRamp, state: useExternalValue(onRamp.state) }
}
