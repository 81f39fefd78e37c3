import type { InjectedWindowProvider } from '../provider/InjectedWeb3.js'

/** An extension found in `window.injectedWeb3`, with the optional name and icon some add. */
export type InjectedWeb3Entry = {
  id: string
  provider: InjectedWindowProvider
  name?: string | undefined
  icon?: string | undefined
}

/** Reads `window.injectedWeb3` and tells when extensions appear there. */
export type InjectedWeb3Watcher = {
  get(): readonly InjectedWeb3Entry[]
  /** Calls `onChange` when the ids change; returns an unwatch function. */
  on(onChange: () => void): () => void
  /** Resolves with what `find` finds, checking until `timeout` ms have passed (then undefined). */
  waitFor<value>(find: () => value | undefined, timeout: number): Promise<value | undefined>
}

// Extensions inject from their content script, often after the page's first scripts ran, and
// polkadot{.js} has no announce event: the page is checked every 250 ms for 5 s, then every 2 s
// while someone watches (a wallet script a page loads later, as the demo's dev wallet).
const pollInterval = 250
const pollDuration = 5000
const slowPollInterval = 2000

/**
 * Watches `window.injectedWeb3` (or `target`, a test's stand-in for it): nothing on a server, or
 * with `enabled` false.
 */
export function watchInjectedWeb3(enabled: boolean, target?: object): InjectedWeb3Watcher {
  const read = (): InjectedWeb3Entry[] => {
    if (!enabled || (!target && typeof window === 'undefined')) return []
    const injected: unknown = target ?? Reflect.get(window, 'injectedWeb3')
    if (typeof injected !== 'object' || injected === null) return []
    return Object.entries(injected).flatMap(([id, value]: [string, unknown]) => {
      if (typeof value !== 'object' || value === null) return []
      const enable: unknown = Reflect.get(value, 'enable')
      if (typeof enable !== 'function') return []
      const name: unknown = Reflect.get(value, 'name')
      const icon: unknown = Reflect.get(value, 'icon')
      const provider: InjectedWindowProvider = {
        version: String(Reflect.get(value, 'version') ?? ''),
        enable: (originName) => Reflect.apply(enable, value, [originName]),
      }
      return [
        {
          id,
          provider,
          name: typeof name === 'string' ? name : undefined,
          icon: typeof icon === 'string' ? icon : undefined,
        },
      ]
    })
  }
  let entries = read()
  const listeners = new Set<() => void>()
  let timer: ReturnType<typeof setTimeout> | undefined
  const check = () => {
    const next = read()
    if (next.map((entry) => entry.id).join() === entries.map((entry) => entry.id).join()) return
    entries = next
    for (const listener of listeners) listener()
  }
  const polls = enabled && (target !== undefined || typeof window !== 'undefined')
  const started = Date.now()
  const schedule = () => {
    if (!polls || timer !== undefined) return
    const fast = Date.now() - started < pollDuration
    if (!fast && listeners.size === 0) return
    timer = setTimeout(
      () => {
        timer = undefined
        check()
        schedule()
      },
      fast ? pollInterval : slowPollInterval,
    )
  }
  schedule()
  return {
    get: () => {
      check()
      return entries
    },
    on(onChange) {
      listeners.add(onChange)
      schedule()
      return () => {
        listeners.delete(onChange)
        if (listeners.size === 0 && Date.now() - started >= pollDuration) {
          clearTimeout(timer)
          timer = undefined
        }
      }
    },
    async waitFor(find, timeout) {
      const deadline = Date.now() + timeout
      for (;;) {
        check()
        const found = find()
        if (found !== undefined || Date.now() >= deadline) return found
        await new Promise((resolve) => setTimeout(resolve, pollInterval))
      }
    },
  }
}
