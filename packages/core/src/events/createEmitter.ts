/** Arguments of `emit` for one event: none when its payload type is `undefined`. */
export type EmitArguments<payload> = [payload] extends [undefined] ? [] : [payload: payload]

/** Called with an event's payload. */
type EmitterListener<payload> = (payload: payload) => void

/** A typed event emitter: the event map is a type from event name to payload. */
export type Emitter<eventMap extends Record<string, unknown>> = {
  /** Adds a listener; returns a function that removes it. */
  on<name extends keyof eventMap>(name: name, listener: EmitterListener<eventMap[name]>): () => void
  /** Removes a listener added with `on` or `once`. */
  off<name extends keyof eventMap>(name: name, listener: EmitterListener<eventMap[name]>): void
  /** Adds a listener that runs for the next event only; returns a function that removes it. */
  once<name extends keyof eventMap>(
    name: name,
    listener: EmitterListener<eventMap[name]>,
  ): () => void
  /** Calls every listener of `name` in the order they were added. */
  emit<name extends keyof eventMap>(name: name, ...args: EmitArguments<eventMap[name]>): void
  /** How many listeners `name` has (adapters use it to attach provider listeners lazily). */
  listenerCount(name: keyof eventMap): number
}

/** Makes a typed emitter for the event map `eventMap`. */
export function createEmitter<eventMap extends Record<string, unknown>>(): Emitter<eventMap> {
  // Keyed by name; a listener added with `once` is stored through its wrapper.
  const listeners = new Map<keyof eventMap, Set<EmitterListener<never>>>()
  const wrappers = new Map<EmitterListener<never>, EmitterListener<never>>()

  const emitter: Emitter<eventMap> = {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set()
      listeners.set(name, set)
      set.add(listener as EmitterListener<never>)
      return () => emitter.off(name, listener)
    },
    off(name, listener) {
      const key = listener as EmitterListener<never>
      const set = listeners.get(name)
      set?.delete(wrappers.get(key) ?? key)
      set?.delete(key)
      wrappers.delete(key)
    },
    once(name, listener) {
      const wrapper = (payload: eventMap[typeof name]) => {
        emitter.off(name, listener)
        listener(payload)
      }
      wrappers.set(listener as EmitterListener<never>, wrapper as EmitterListener<never>)
      emitter.on(name, wrapper)
      return () => emitter.off(name, listener)
    },
    emit(name, ...args) {
      const set = listeners.get(name)
      if (!set) return
      // A copy, so a listener that removes itself or another does not skip one.
      for (const listener of [...set]) (listener as EmitterListener<unknown>)(args[0])
    },
    listenerCount: (name) => listeners.get(name)?.size ?? 0,
  }
  return emitter
}
