import type { LatchkeyClient } from '@latchkey/core/internal'
import { createContext, useContext } from 'react'
import { LatchkeyProviderNotFoundError } from '../errors/LatchkeyProviderNotFoundError.js'
import type { Strings } from '../i18n/en.js'

/** What `<LatchkeyProvider>` gives every hook, button and view below it. */
export type LatchkeyContextValue = { client: LatchkeyClient; strings: Strings }

/** The context `<LatchkeyProvider>` fills. */
export const LatchkeyContext = createContext<LatchkeyContextValue | undefined>(undefined)

/** The provider's client and strings; throws when there is no provider above. */
export function useLatchkeyContext(caller: string): LatchkeyContextValue {
  const value = useContext(LatchkeyContext)
  if (!value) throw new LatchkeyProviderNotFoundError({ caller })
  return value
}
