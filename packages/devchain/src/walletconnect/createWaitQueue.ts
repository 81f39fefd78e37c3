/** A list that a test can wait on: `next()` resolves with the oldest item, now or once one comes. */
export type WaitQueue<item> = {
  /** The items, oldest first (a live view). */
  readonly items: readonly item[]
  push(item: item): void
  remove(item: item): void
  /** The oldest item, waiting up to `timeoutMs` for one; `what` names it in the timeout error. */
  next(timeoutMs: number, what: string): Promise<item>
  /** Fails every `next()` still waiting. */
  close(reason: string): void
}

/** Makes an empty `WaitQueue`. */
export function createWaitQueue<item>(): WaitQueue<item> {
  const items: item[] = []
  const waiters = new Set<{ wake(): void; fail(error: Error): void }>()
  return {
    items,
    push(item) {
      items.push(item)
      for (const waiter of waiters) waiter.wake()
    },
    remove(item) {
      const index = items.indexOf(item)
      if (index >= 0) items.splice(index, 1)
    },
    next(timeoutMs, what) {
      const first = items[0]
      if (first !== undefined) return Promise.resolve(first)
      return new Promise<item>((resolve, reject) => {
        const waiter = {
          wake() {
            const oldest = items[0]
            if (oldest === undefined) return
            done()
            resolve(oldest)
          },
          fail(error: Error) {
            done()
            reject(error)
          },
        }
        const timer = setTimeout(
          () => waiter.fail(new Error(`No ${what} arrived within ${timeoutMs} ms.`)),
          timeoutMs,
        )
        const done = () => {
          clearTimeout(timer)
          waiters.delete(waiter)
        }
        waiters.add(waiter)
      })
    },
    close(reason) {
      for (const waiter of waiters) waiter.fail(new Error(reason))
    },
  }
}
