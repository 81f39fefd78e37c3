import type { LatchkeyClient } from '@latchkey/core'
import { createContext, useContext } from 'react'
import { LatchkeyProviderNotFoundError } from '../errors/LatchkeyProviderNotFoundError.js'
import type { ButtonStrings } from '../i18n/buttonStrings.js'
import type { Strings } from '../i18n/en.js'

/** What `<LatchkeyProvider>` gives every hook and button below it (the modal adds its strings). */
export type LatchkeyContextValue = {
  client: LatchkeyClient
  /** The buttons' strings: English, or the dapp's locale where it names them. */
  strings: ButtonStrings
  /**
   * The chosen locale's strings with the provider's `strings` over them; the modal lays them
   * over its English strings.
   */
  locale: Partial<Strings> | undefined
  /** The chosen locale's tag ('en' until another is loaded), for the modal root's `lang`. */
  lang: string
  /** Its writing direction, for the modal root's `dir`. */
  dir: 'ltr' | 'rtl'
}

/** The context `<LatchkeyProvider>` fills. */
export const LatchkeyContext = createContext<LatchkeyContextValue | undefined>(undefined)

/** The provider's client and the buttons' strings; throws when there is no provider above. */
export function useLatchkeyContext(caller: string): LatchkeyContextValue {
  const value = useContext(LatchkeyContext)
  if (!value) throw new LatchkeyProviderNotFoundError({ caller })
  return value
}
