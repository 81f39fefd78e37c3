import type { LatchkeyState } from '@latchkey/core'
import { getState, watchState } from '@latchkey/core'
import { useLatchkeyContext } from '../context/LatchkeyContext.js'
import { useClientValue } from './useClientValue.js'

/** The modal's overall state: open, loading, selectedNetworkId, activeChain, initialized, closable. */
export function useLatchkeyState(): LatchkeyState {
  const { client } = useLatchkeyContext('useLatchkeyState')
  return useClientValue(client, getState, watchState)
}
