/** The subset of the Web Storage API Latchkey needs; `localStorage` satisfies it. */
export type StorageLike = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** Typed, versioned, namespaced storage that logs failures instead of throwing. */
export type Storage = {
  getItem<value>(key: string): value | null
  setItem<value>(key: string, value: value): void
  removeItem(key: string): void
}

export type CreateStorageParameters = {
  /** Where values go; absent (server rendering, private mode) means nothing persists. */
  storage?: StorageLike | undefined
  /** Prefix for every key, so two apps on one origin do not collide. */
  key?: string
  /** Bumped when a stored shape changes; values written under another version are ignored. */
  version?: number
  /** Receives storage failures; they are logged, never thrown (spec section 8). */
  onError?: (error: unknown) => void
}

/** Wraps a Web Storage-like object for core's persisted values. */
export function createStorage(parameters: CreateStorageParameters = {}): Storage {
  const { storage, key: prefix = 'latchkey', version = 1 } = parameters
  const onError = parameters.onError ?? ((error) => console.warn('[latchkey] storage:', error))
  const fullKey = (key: string) => `${prefix}.${key}`

  return {
    getItem(key) {
      if (!storage) return null
      try {
        const raw = storage.getItem(fullKey(key))
        if (raw === null) return null
        const parsed = JSON.parse(raw) as { v?: unknown; value?: unknown }
        if (parsed?.v !== version) return null
        return parsed.value as never
      } catch (error) {
        onError(error)
        return null
      }
    },
    setItem(key, value) {
      if (!storage) return
      try {
        storage.setItem(fullKey(key), JSON.stringify({ v: version, value }))
      } catch (error) {
        onError(error)
      }
    },
    removeItem(key) {
      if (!storage) return
      try {
        storage.removeItem(fullKey(key))
      } catch (error) {
        onError(error)
      }
    },
  }
}

/** Returns `localStorage` when the page has a usable one, else undefined (never throws). */
export function getDefaultStorage(): StorageLike | undefined {
  try {
    if (typeof window === 'undefined') return undefined
    return window.localStorage ?? undefined
  } catch {
    return undefined
  }
}
