import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

/** The page's Wallet Standard wallets, as @wallet-standard/app's `getWallets()` gives them. */
export type WalletStandardRegistry = {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}

/** The registry as the source uses it: a change listener and a bounded wait for a late wallet. */
export type WatchedWalletStandard = {
  get(): readonly Wallet[]
  on(listener: () => void): () => void
  waitFor(find: () => Wallet | undefined, timeout: number): Promise<Wallet | undefined>
}

const none: WalletStandardRegistry = { get: () => [], on: () => () => {} }

/**
 * Watches the page's Wallet Standard registry (none on the server or with injected wallets off);
 * `getWallets()` runs at setup, never at import.
 */
export function watchWalletStandard(
  registry: WalletStandardRegistry | undefined,
  enabled: boolean,
): WatchedWalletStandard {
  const source = registry ?? (enabled && typeof window !== 'undefined' ? getWallets() : none)
  const on = (listener: () => void) => {
    const offs = [source.on('register', listener), source.on('unregister', listener)]
    return () => {
      for (const off of offs) off()
    }
  }
  const waitFor = (find: () => Wallet | undefined, timeout: number) =>
    new Promise<Wallet | undefined>((resolve) => {
      const found = find()
      if (found) return resolve(found)
      const finish = (wallet: Wallet | undefined) => {
        clearTimeout(timer)
        off()
        resolve(wallet)
      }
      const timer = setTimeout(() => finish(undefined), timeout)
      const off = on(() => {
        const wallet = find()
        if (wallet) finish(wallet)
      })
    })
  return { get: () => source.get(), on, waitFor }
}
