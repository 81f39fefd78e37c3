import type { LatchkeyEvent } from '@latchkey/core'
import { getLastEvent, watchLastEvent } from '@latchkey/core'
import { useLatchkeyContext } from '../context/LatchkeyContext.js'
import { useClientValue } from './useClientValue.js'

/** The latest analytics or lifecycle event (spec section 8), or undefined before the first. */
export function useLatchkeyEvents(): LatchkeyEvent | undefined {
  const { client } = useLatchkeyContext('useLatchkeyEvents')
  return useClientValue(client, getLastEvent, watchLastEvent)
}
