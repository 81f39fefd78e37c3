import { loadOnce } from '@latchkey/core/adapter'
import { useEffect, useSyncExternalStore } from 'react'

type FormatBalance = typeof import('./formatBalance.js').formatBalance

// Core's amount formatting is a chunk of its own: a page with no account shown never loads it.
let loaded: FormatBalance | undefined
const listeners = new Set<() => void>()

// A failed load (a network blip) is tried again by the next account shown.
const load = loadOnce(() =>
  import('./formatBalance.js').then(({ formatBalance }) => {
    loaded = formatBalance
    for (const listener of [...listeners]) listener()
  }),
)

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const getSnapshot = () => loaded
// The server renders no balance (a cookie's connection carries none), nor does hydration.
const getServerSnapshot = () => undefined

/**
 * The balance formatter (formatBalance) once its chunk is loaded, else undefined; loading starts
 * while `needed` (an account is connected), so it is there by the time the balance is fetched.
 */
export function useFormatBalance(needed: boolean): FormatBalance | undefined {
  const format = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
  useEffect(() => {
    if (needed && !format) load().catch(() => {})
  }, [needed, format])
  return format
}
