/** Listeners by event name, typed from an event map. */
export type Emitter<eventMap extends Record<string, unknown>> = {
  on<event extends keyof eventMap>(event: event, listener: (payload: eventMap[event]) => void): void
  off<event extends keyof eventMap>(
    event: event,
    listener: (payload: eventMap[event]) => void,
  ): void
  emit<event extends keyof eventMap>(event: event, payload: eventMap[event]): void
}

/** Makes a small typed event emitter that runs in browsers as well as Node. */
export function createEmitter<eventMap extends Record<string, unknown>>(): Emitter<eventMap> {
  const listeners = new Map<keyof eventMap, Set<(payload: never) => void>>()
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        // A failing listener belongs to the dapp; it must not break the wallet or other listeners.
        try {
          ;(listener as (payload: unknown) => void)(payload)
        } catch (error) {
          console.error(error)
        }
      }
    },
  }
}
