// The modal's strings, in its chunk: the English strings of the shell and the Connect view
// (shellStrings) load with the modal, not with the page, and the dapp's locale is laid over them
// here. A view loaded later reads its own part's English strings through `useViewStrings`, so
// each part loads with its view.
import type { LatchkeyClient } from '@latchkey/core'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { useLatchkeyContext } from '../context/LatchkeyContext.js'
import { LatchkeyProviderNotFoundError } from '../errors/LatchkeyProviderNotFoundError.js'
import { layerStrings } from '../i18n/layerStrings.js'
import { type ShellStrings, shellStrings } from '../i18n/shellStrings.js'

/**
 * What the modal's parts and views read: the client and the shell's strings, with the dapp's
 * locale over them (the locale may name the other views' strings too: `useViewStrings` reads them).
 */
export type ModalContextValue = {
  client: LatchkeyClient
  strings: ShellStrings
  /** The locale's tag and writing direction, for the modal root. */
  lang: string
  dir: 'ltr' | 'rtl'
}

const ModalContext = createContext<ModalContextValue | undefined>(undefined)

/** Gives the modal below it its strings: the shell's English, with the dapp's locale over it. */
export function ModalStrings({ children }: { children: ReactNode }) {
  const { client, locale, lang, dir } = useLatchkeyContext('ModalStrings')
  const value = useMemo<ModalContextValue>(
    () => ({
      client,
      strings: locale ? layerStrings(shellStrings, locale) : shellStrings,
      lang,
      dir,
    }),
    [client, locale, lang, dir],
  )
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>
}

/** The client and the shell's strings, inside the modal; throws outside a provider. */
export function useModalContext(caller: string): ModalContextValue {
  const value = useContext(ModalContext)
  if (!value) throw new LatchkeyProviderNotFoundError({ caller })
  return value
}

/**
 * A view's strings: `part` (its English strings, a module-level constant loaded with the view)
 * under the modal's strings, so the dapp's locale wins over the English; throws outside a provider.
 */
export function useViewStrings<Part extends object>(
  caller: string,
  part: Part,
): Part & ShellStrings {
  const { strings } = useModalContext(caller)
  return useMemo(() => layerStrings(part, strings), [part, strings])
}
