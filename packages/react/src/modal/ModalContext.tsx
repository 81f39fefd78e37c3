// Every string of the modal, in its chunk: the English ones (en.ts) load with the modal, not with
// the page, and the dapp's locale is laid over them here.
import type { LatchkeyClient } from '@latchkey/core/internal'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { useLatchkeyContext } from '../context/LatchkeyContext.js'
import { LatchkeyProviderNotFoundError } from '../errors/LatchkeyProviderNotFoundError.js'
import { en, type Strings } from '../i18n/en.js'

/** What the modal's parts and views read: the client and every string. */
export type ModalContextValue = { client: LatchkeyClient; strings: Strings }

const ModalContext = createContext<ModalContextValue | undefined>(undefined)

/** Gives the modal below it every string: English, with the dapp's locale over it. */
export function ModalStrings({ children }: { children: ReactNode }) {
  const { client, locale } = useLatchkeyContext('ModalStrings')
  const value = useMemo<ModalContextValue>(
    () => ({ client, strings: locale ? { ...en, ...locale } : en }),
    [client, locale],
  )
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>
}

/** The client and every string, inside the modal; throws outside a provider. */
export function useModalContext(caller: string): ModalContextValue {
  const value = useContext(ModalContext)
  if (!value) throw new LatchkeyProviderNotFoundError({ caller })
  return value
}
