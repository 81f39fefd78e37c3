import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

/** The page's Wallet Standard wallets, as @wallet-standard/app's `getWallets()` gives them. */
export type WalletStandardRegistry = {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}

/** The registry with what the source needs: a change listener and a bounded wait. */
export type WatchedWalletStandard = {
  get(): readonly Wallet[]
  /** Calls `listener` when a wallet registers or unregisters; returns an unwatch function. */
  on(listener: () => void): () => void
  /** Resolves with what `find` returns once it returns something, or undefined after `timeout` ms. */
  waitFor(find: () => Wallet | undefined, timeout: number): Promise<Wallet | undefined>
}

const empty: WalletStandardRegistry = { get: () => [], on: () => () => {} }

/**
 * Watches the page's Wallet Standard registry: none on the server or with injected wallets off.
 * `getWallets()` (which tells registered wallets the app is ready) runs here, at setup, never at
 * import.
 */
export function watchWalletStandard(
  registry: WalletStandardRegistry | undefined,
  enabled: boolean,
): WatchedWalletStandard {
  const source = registry ?? (enabled && typeof window !== 'undefined' ? getWallets() : empty)
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
        const done = (wallet: Wallet | undefined) => {
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
