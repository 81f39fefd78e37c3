/** A small in-memory cache whose entries expire `ttl` ms after they were set. */
export type Cache<value> = {
  /** The value under `key`, or undefined when absent or expired. */
  get(key: string): value | undefined
  set(key: string, value: value): void
  delete(key: string): void
  clear(): void
}

/** Makes a cache whose entries live `ttl` ms (spec section 9's cache lifetimes). */
export function createCache<value>({ ttl }: { ttl: number }): Cache<value> {
  const entries = new Map<string, { value: value; expiresAt: number }>()
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (Date.now() < entry.expiresAt) return entry.value
      entries.delete(key)
      return undefined
    },
    set: (key, value) => void entries.set(key, { value, expiresAt: Date.now() + ttl }),
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  }
}
