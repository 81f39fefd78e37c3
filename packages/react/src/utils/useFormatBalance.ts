import { useEffect, useSyncExternalStore } from 'react'
import { createChunkValue } from './createChunkValue.js'

type FormatBalance = typeof import('./formatBalance.js').formatBalance

// Core's amount formatting is a chunk of its own: a page with no account shown never loads it.
// A failed load (a network blip) is tried again by the next account shown.
const formatter = createChunkValue<FormatBalance>(() =>
  import('./formatBalance.js').then((module) => module.formatBalance),
)
// The server renders no balance (a cookie's connection carries none), nor does hydration.
const getServerSnapshot = () => undefined

/**
 * The balance formatter (formatBalance) once its chunk is loaded, else undefined; loading starts
 * while `needed` (an account is connected), so it is there by the time the balance is fetched.
 */
export function useFormatBalance(needed: boolean): FormatBalance | undefined {
  const format = useSyncExternalStore(formatter.subscribe, formatter.get, getServerSnapshot)
  useEffect(() => {
    if (needed && !format) formatter.load().catch(() => {})
  }, [needed, format])
  return format
}
