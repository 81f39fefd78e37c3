import {
  type WalletRegistry,
  type WatchedWalletRegistry,
  watchWalletRegistry,
} from '@latchkey/core/adapter'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

/** The page's Wallet Standard wallets, as @wallet-standard/app's `getWallets()` gives them. */
export type WalletStandardRegistry = WalletRegistry<Wallet>

/**
 * Watches the page's Wallet Standard registry (core's watcher): none on the server or with
 * injected wallets off. `getWallets()` (which tells registered wallets the app is ready) runs
 * here, at setup, never at import.
 */
export function watchWalletStandard(
  registry: WalletStandardRegistry | undefined,
  enabled: boolean,
): WatchedWalletRegistry<Wallet> {
  return watchWalletRegistry(
    registry ?? (enabled && typeof window !== 'undefined' ? getWallets() : undefined),
  )
}
