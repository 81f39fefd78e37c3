/** The promises a relay node has under way, so that closing it waits for them. */
export type TaskTracker = {
  /** Remembers `promise` until it settles; returns it. */
  track<result>(promise: Promise<result>): Promise<result>
  /** Resolves once every tracked promise has settled, those started meanwhile included. */
  settled(): Promise<void>
}

/** Makes a tracker with nothing under way. */
export function createTaskTracker(): TaskTracker {
  const inFlight = new Set<Promise<unknown>>()
  return {
    track(promise) {
      inFlight.add(promise)
      promise.then(
        () => inFlight.delete(promise),
        () => inFlight.delete(promise),
      )
      return promise
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight])
    },
  }
}
