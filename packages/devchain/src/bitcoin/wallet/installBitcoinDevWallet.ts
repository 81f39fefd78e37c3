import { registerWallet } from '@wallet-standard/wallet'
import { devWalletIcon } from '../../wallet/devWalletIcon.js'
import {
  type BitcoinTestWallet,
  type CreateBitcoinTestWalletParameters,
  createBitcoinTestWallet,
} from './createBitcoinTestWallet.js'

/** What a page passes to `window.LatchkeyBitcoinDevWallet.install`: plain JSON. */
export type BitcoinDevWalletConfig = Omit<
  CreateBitcoinTestWalletParameters,
  'storage' | 'storageKey' | 'name' | 'icon'
> & {
  /** The registered name; the EVM dev wallet's by default, so the two are one multi-chain wallet. */
  name?: string
  /** Remember the site's connection in localStorage across reloads; defaults to true. */
  persist?: boolean
}

type BitcoinDevWalletWindow = Window & { latchkeyBitcoinDevWallet?: BitcoinTestWallet }

/**
 * Registers the Bitcoin test wallet with the page through the Wallet Standard, as an extension
 * does, and exposes it (and its controls) as `window.latchkeyBitcoinDevWallet`.
 */
export function installBitcoinDevWallet(config: BitcoinDevWalletConfig): BitcoinTestWallet {
  const { persist = true, name = 'Latchkey Dev Wallet', ...rest } = config
  const wallet = createBitcoinTestWallet({
    ...rest,
    name,
    icon: `data:image/svg+xml;base64,${btoa(decodeURIComponent(devWalletIcon.slice(devWalletIcon.indexOf(',') + 1)))}`,
    storage: persist ? localStorageOrUndefined() : undefined,
  })
  registerWallet(wallet)
  ;(window as BitcoinDevWalletWindow).latchkeyBitcoinDevWallet = wallet
  return wallet
}

function localStorageOrUndefined() {
  // Reading `localStorage` throws on opaque origins (about:blank, sandboxed frames).
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}
