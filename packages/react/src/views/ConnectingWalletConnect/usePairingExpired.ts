import { isPairingExpired } from '@latchkey/core/modal'
import { useEffect, useReducer } from 'react'

/**
 * Whether the pairing expiring at `expiry` is over; re-renders when it runs out. No expiry (no
 * pairing yet) is not expired here: there is nothing to renew.
 */
export function usePairingExpired(expiry: number | undefined): boolean {
  const [, tick] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    if (expiry === undefined) return
    const left = expiry - Date.now()
    if (left <= 0) return
    const timer = setTimeout(tick, left)
    return () => clearTimeout(timer)
  }, [expiry])
  return expiry !== undefined && isPairingExpired(expiry)
}
