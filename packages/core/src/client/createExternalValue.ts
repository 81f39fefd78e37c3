/** A readable value in the shape React's `useSyncExternalStore` binds to. */
export type ExternalValue<value> = {
  /** The value now; the same object until it changes. */
  getSnapshot(): value
  /** Calls `listener` after the value changed; returns an unsubscribe function. */
  subscribe(listener: (value: value, previous: value) => void): () => void
  /** The value as it was at creation, before storage or the system were read (for hydration). */
  getServerSnapshot(): value
}

/** Something that announces changes: every store has `subscribeAll`. */
type Source = { subscribeAll(listener: () => void): () => void }

/**
 * Makes an ExternalValue from a snapshot getter (memoized, so it returns the same object
 * while its inputs are unchanged) and the stores it reads. The server snapshot is taken now.
 */
export function createExternalValue<value>(
  getSnapshot: () => value,
  sources: readonly Source[],
): ExternalValue<value> {
  const serverSnapshot = getSnapshot()
  return {
    getSnapshot,
    subscribe(listener) {
      let current = getSnapshot()
      const onChange = () => {
        const next = getSnapshot()
        if (Object.is(next, current)) return
        const previous = current
        current = next
        listener(next, previous)
      }
      const unsubscribes = sources.map((source) => source.subscribeAll(onChange))
      return () => {
        for (const unsubscribe of unsubscribes) unsubscribe()
      }
    },
    getServerSnapshot: () => serverSnapshot,
  }
}
