import { useEffect, useState } from 'react'

/**
 * The time (ms), renewed each second while `running`: the view's own clock for a countdown
 * (core says until when; this only re-renders the view as the seconds pass).
 */
export function useSecondClock(running: boolean): number {
  const [, setTick] = useState(0)
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000)
    return () => clearInterval(timer)
  }, [running])
  return Date.now()
}
