/** An in-memory cache whose entries expire a fixed time after they were set. */
export type TtlCache<value> = {
  /** The value under `key`, or undefined when absent or expired. */
  get(key: string): value | undefined
  set(key: string, value: value): void
  delete(key: string): void
  /** Drops every entry whose key starts with `prefix` (a chain's, after it was reset). */
  deletePrefix(prefix: string): void
}

/** Parameters of `createTtlCache`. */
export type CreateTtlCacheParameters = {
  ttlMs: number
  /** Clock in milliseconds; injectable so tests move time instead of waiting. */
  now?: (() => number) | undefined
  /** Most entries kept; the oldest go first (default 10,000). */
  maxEntries?: number | undefined
}

/** Makes a cache of the data API's answers (balances 30 s, identities 5 min: spec section 9). */
export function createTtlCache<value>(parameters: CreateTtlCacheParameters): TtlCache<value> {
  const { ttlMs, now = Date.now, maxEntries = 10_000 } = parameters
  // A Map iterates in insertion order, and `set` re-inserts: the first key is the oldest.
  const entries = new Map<string, { value: value; expiresAt: number }>()
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (now() < entry.expiresAt) return entry.value
      entries.delete(key)
      return undefined
    },
    set(key, value) {
      entries.delete(key)
      entries.set(key, { value, expiresAt: now() + ttlMs })
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
    },
    delete: (key) => void entries.delete(key),
    deletePrefix(prefix) {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key)
    },
  }
}
