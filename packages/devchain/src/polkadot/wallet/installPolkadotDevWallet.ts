import { devWalletIcon } from '../../wallet/devWalletIcon.js'
import { polkadotDevAccounts } from '../polkadotDevAccounts.js'
import { createPolkadotTestWallet, type PolkadotTestWallet } from './createPolkadotTestWallet.js'

/** What a page passes to `window.LatchkeyPolkadotDevWallet.install`: plain JSON. */
export type PolkadotDevWalletConfig = {
  /** Which dev account (`devMnemonic//index`); 0 by default. */
  accountIndex?: number
  /** The `window.injectedWeb3` key; 'latchkey-dev-wallet' by default. */
  id?: string
  /** The shown name; the EVM dev wallet's by default, so the two are one multi-chain wallet. */
  name?: string
  /** Remember the site's connection in localStorage across reloads; defaults to true. */
  persist?: boolean
}

type PolkadotDevWalletWindow = Window & {
  injectedWeb3?: Record<string, unknown>
  latchkeyPolkadotDevWallet?: PolkadotTestWallet
}

/**
 * Puts the Polkadot test wallet in `window.injectedWeb3`, as a polkadot{.js}-style extension
 * does, and exposes it (and its controls) as `window.latchkeyPolkadotDevWallet`.
 */
export function installPolkadotDevWallet(config: PolkadotDevWalletConfig = {}): PolkadotTestWallet {
  const {
    accountIndex = 0,
    id = 'latchkey-dev-wallet',
    name = 'Latchkey Dev Wallet',
    persist = true,
  } = config
  const account = polkadotDevAccounts[accountIndex]
  if (!account) throw new Error(`There is no Polkadot dev account ${accountIndex} (0 to 3)`)
  const wallet = createPolkadotTestWallet({
    secretKey: account.secretKey,
    address: account.address,
    name,
    icon: devWalletIcon,
    storage: persist ? localStorageOrUndefined() : undefined,
  })
  const page = window as PolkadotDevWalletWindow
  page.injectedWeb3 = { ...page.injectedWeb3, [id]: wallet.provider }
  page.latchkeyPolkadotDevWallet = wallet
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
