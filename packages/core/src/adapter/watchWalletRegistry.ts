/** A Wallet Standard registry as @wallet-standard/app's `getWallets()` gives it. */
export type WalletRegistry<wallet> = {
  get(): readonly wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: wallet[]) => void): () => void
}

/** The registry as a source uses it: a change listener and a bounded wait for a late wallet. */
export type WatchedWalletRegistry<wallet> = {
  get(): readonly wallet[]
  /** Calls `listener` when a wallet registers or unregisters; returns an unwatch function. */
  on(listener: () => void): () => void
  /** Resolves with what `find` returns once it returns something, or undefined after `timeout` ms. */
  waitFor(find: () => wallet | undefined, timeout: number): Promise<wallet | undefined>
}

/**
 * Watches a Wallet Standard registry (none: no wallets), for the injected sources of the
 * namespaces whose wallets register there (Solana, Bitcoin). The adapter packages call
 * `getWallets()` themselves, so core does not depend on @wallet-standard/app.
 */
export function watchWalletRegistry<wallet>(
  registry: WalletRegistry<wallet> | undefined,
): WatchedWalletRegistry<wallet> {
  const source: WalletRegistry<wallet> = registry ?? { get: () => [], on: () => () => {} }
  const on = (listener: () => void) => {
    const offRegister = source.on('register', listener)
    const offUnregister = source.on('unregister', listener)
    return () => {
      offRegister()
      offUnregister()
    }
  }
  return {
    get: () => source.get(),
    on,
    waitFor(find, timeout) {
      const found = find()
      if (found) return Promise.resolve(found)
      return new Promise((resolve) => {
        const done = (wallet: wallet | undefined) => {
          clearTimeout(timer)
          off()
          resolve(wallet)
        }
        const timer = setTimeout(() => done(undefined), timeout)
        const off = on(() => {
          const wallet = find()
          if (wallet) done(wallet)
        })
      })
    },
  }
}
