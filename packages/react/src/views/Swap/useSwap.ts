import { getSwap, type SwapFeature, type SwapState } from '@latchkey/core/internal'
import { useExternalValue } from '../../hooks/useExternalValue.js'
import { useModalContext } from '../../modal/ModalContext.js'

/** The client's Swap form and its state, for the Swap views. */
export function useSwap(): { swap: SwapFeature; state: SwapState } {
  const { client } = useModalContext('useSwap')
  const swap = getSwap(client)
  return { swap, state: useExternalValue(swap.state) }
}
