/** Counts per key that forget a key whose count falls to zero. */
export type Tally = {
  get(key: string): number
  /** Adds `change` (negative to take away) to the count of `key`. */
  add(key: string, change: number): void
}

/** Makes an empty tally (connections or subscriptions per address). */
export function createTally(): Tally {
  const counts = new Map<string, number>()
  return {
    get: (key) => counts.get(key) ?? 0,
    add(key, change) {
      const count = (counts.get(key) ?? 0) + change
      if (count > 0) counts.set(key, count)
      else counts.delete(key)
    },
  }
}
