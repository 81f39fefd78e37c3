import type { LatchkeyState } from '@latchkey/core/internal'
import { useLatchkeyContext } from '../context/LatchkeyContext.js'
import { useExternalValue } from './useExternalValue.js'

/** The modal's overall state: open, loading, selectedNetworkId, activeChain, initialized, closable. */
export function useLatchkeyState(): LatchkeyState {
  const { client } = useLatchkeyContext('useLatchkeyState')
  return useExternalValue(client.values.state)
}
