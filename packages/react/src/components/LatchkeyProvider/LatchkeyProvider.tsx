import type { LatchkeyClient } from '@latchkey/core'
import {
  getConnection,
  getModal,
  getToast,
  watchConnection,
  watchModal,
  watchToast,
} from '@latchkey/core'
import { type ReactNode, Suspense, useEffect, useMemo } from 'react'
import { LatchkeyContext, type LatchkeyContextValue } from '../../context/LatchkeyContext.js'
import { useClientValue } from '../../hooks/useClientValue.js'
import { useExternalValue } from '../../hooks/useExternalValue.js'
import { buttonStrings } from '../../i18n/buttonStrings.js'
import type { Strings } from '../../i18n/en.js'
import { useLocale } from '../../i18n/useLocale.js'
import { ChunkErrorBoundary } from '../../modal/ChunkErrorBoundary.js'
import { LazyBodyModal, modalChunk, prefetchModal } from '../../modal/loadModal.js'

/** What `<LatchkeyProvider>` takes. */
export type LatchkeyProviderProps = {
  /** The client `createLatchkey(options)` made; create it once, outside render. */
  client: LatchkeyClient
  /**
   * Strings replacing those they name, over the locale the `locale` option (or the browser)
   * chose; keep the object stable.
   */
  strings?: Partial<Strings> | undefined
  children?: ReactNode
}

/**
 * Makes a Latchkey client available to the hooks and buttons below, and mounts the modal at
 * the end of the page body once it is needed (unless `disableAppend` or `enableEmbedded`,
 * where the dapp places `<LatchkeyWidget />`).
 */
export function LatchkeyProvider({ client, strings, children }: LatchkeyProviderProps) {
  const loaded = useLocale(client)
  const value = useMemo<LatchkeyContextValue>(() => {
    const locale = loaded ? { ...loaded.strings, ...strings } : strings
    return {
      client,
      strings: locale ? { ...buttonStrings, ...pickButtonStrings(locale) } : buttonStrings,
      locale,
      lang: loaded?.tag ?? 'en',
      dir: loaded?.dir ?? 'ltr',
    }
  }, [client, strings, loaded])
  return (
    <LatchkeyContext.Provider value={value}>
      {children}
      {!client.options.disableAppend && !client.options.enableEmbedded && (
        <BodyModalRoot client={client} />
      )}
    </LatchkeyContext.Provider>
  )
}

// The buttons' strings a locale names (the modal takes the whole locale when it loads).
function pickButtonStrings(strings: Partial<Strings>) {
  const picked: Partial<typeof buttonStrings> = {}
  for (const key of Object.keys(buttonStrings) as (keyof typeof buttonStrings)[])
    if (strings[key] !== undefined) picked[key] = strings[key]
  return picked
}

// Renders nothing until the modal, a toast or a stalled wallet request is first wanted (or the chunk came in early),
// so the server and the hydrating client render the same: nothing.
function BodyModalRoot({ client }: { client: LatchkeyClient }) {
  const { open } = useClientValue(client, getModal, watchModal)
  const toast = useClientValue(client, getToast, watchToast)
  const { walletRequest } = useClientValue(client, getConnection, watchConnection)
  const loaded = useExternalValue(modalChunk)
  usePrefetchWhenIdle()
  if (!open && !toast.open && !walletRequest?.stalled && !loaded) return null
  return (
    <ChunkErrorBoundary onError={(error) => console.error('[latchkey] The modal failed', error)}>
      <Suspense fallback={null}>
        <LazyBodyModal />
      </Suspense>
    </ChunkErrorBoundary>
  )
}

/** Loads the modal chunk when the browser is idle after the page loaded. */
export function usePrefetchWhenIdle(): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(prefetchModal, { timeout: 4_000 })
      return () => window.cancelIdleCallback(handle)
    }
    const timer = setTimeout(prefetchModal, 1_500)
    return () => clearTimeout(timer)
  }, [])
}
