import type { LatchkeyEvent } from '@latchkey/core/internal'
import { useLatchkeyContext } from '../context/LatchkeyContext.js'
import { useExternalValue } from './useExternalValue.js'

/** The latest analytics or lifecycle event (spec section 8), or undefined before the first. */
export function useLatchkeyEvents(): LatchkeyEvent | undefined {
  const { client } = useLatchkeyContext('useLatchkeyEvents')
  return useExternalValue(client.values.lastEvent)
}
