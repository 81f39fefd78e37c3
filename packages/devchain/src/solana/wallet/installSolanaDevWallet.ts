import { registerWallet } from '@wallet-standard/wallet'
import { devWalletIcon } from '../../wallet/devWalletIcon.js'
import {
  type CreateSolanaTestWalletParameters,
  createSolanaTestWallet,
  type SolanaTestWallet,
} from './createSolanaTestWallet.js'

/** What a page passes to `window.LatchkeySolanaDevWallet.install`: plain JSON. */
export type SolanaDevWalletConfig = Omit<
  CreateSolanaTestWalletParameters,
  'storage' | 'storageKey' | 'name' | 'icon'
> & {
  /** The registered name; the EVM dev wallet's by default, so the two are one multi-chain wallet. */
  name?: string
  /** Remember the site's connection in localStorage across reloads; defaults to true. */
  persist?: boolean
}

type SolanaDevWalletWindow = Window & { latchkeySolanaDevWallet?: SolanaTestWallet }

/**
 * Registers the Solana test wallet with the page through the Wallet Standard, as an extension
 * does, and exposes it (and its controls) as `window.latchkeySolanaDevWallet`.
 */
export async function installSolanaDevWallet(
  config: SolanaDevWalletConfig,
): Promise<SolanaTestWallet> {
  const { persist = true, name = 'Latchkey Dev Wallet', ...rest } = config
  const wallet = await createSolanaTestWallet({
    ...rest,
    name,
    icon: toBase64DataUri(devWalletIcon),
    storage: persist ? localStorageOrUndefined() : undefined,
  })
  registerWallet(wallet)
  ;(window as SolanaDevWalletWindow).latchkeySolanaDevWallet = wallet
  return wallet
}

// The Wallet Standard asks for a base64 data URI.
function toBase64DataUri(uri: string): `data:image/svg+xml;base64,${string}` {
  const svg = decodeURIComponent(uri.slice(uri.indexOf(',') + 1))
  return `data:image/svg+xml;base64,${btoa(svg)}`
}

function localStorageOrUndefined() {
  // Reading `localStorage` throws on opaque origins (about:blank, sandboxed frames).
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}
