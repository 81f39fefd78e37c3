/** Called with the selected slice after it changed, and the slice it replaced. */
type StoreListener<slice> = (slice: slice, previousSlice: slice) => void

/** A small external store: the only way state in core changes and is observed. */
export type Store<state> = {
  getState(): state
  /** Replaces the state with a partial update or an updater's result; listeners run synchronously. */
  setState(update: Partial<state> | ((state: state) => Partial<state>)): void
  /** Watches one slice; the listener runs only when `isEqual` says the slice changed. */
  subscribe<slice>(
    selector: (state: state) => slice,
    listener: StoreListener<slice>,
    options?: { isEqual?: (a: slice, b: slice) => boolean; fireImmediately?: boolean },
  ): () => void
  /** Watches the whole state (the shape `useSyncExternalStore` expects). */
  subscribeAll(listener: () => void): () => void
}

/** Makes a store holding `initialState`. */
export function createStore<state extends object>(initialState: state): Store<state> {
  let state = initialState
  const listeners = new Set<() => void>()

  return {
    getState: () => state,
    setState(update) {
      const partial = typeof update === 'function' ? update(state) : update
      const next = { ...state, ...partial }
      const changed = Object.keys(partial).some(
        (key) => !Object.is(state[key as keyof state], next[key as keyof state]),
      )
      if (!changed) return
      state = next
      for (const listener of [...listeners]) listener()
    },
    subscribe(selector, listener, options = {}) {
      const isEqual = options.isEqual ?? Object.is
      let current = selector(state)
      if (options.fireImmediately) listener(current, current)
      const onChange = () => {
        const next = selector(state)
        if (isEqual(current, next)) return
        const previous = current
        current = next
        listener(next, previous)
      }
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    subscribeAll(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
