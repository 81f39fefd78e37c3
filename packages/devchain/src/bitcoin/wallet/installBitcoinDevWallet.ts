import { registerWallet } from '@wallet-standard/wallet'
import { devWalletIcon } from '../../wallet/devWalletIcon.js'
import {
  type BitcoinSatsConnectProvider,
  createBitcoinSatsConnectProvider,
} from './createBitcoinSatsConnectProvider.js'
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

type BitcoinDevWalletWindow = Window & {
  latchkeyBitcoinDevWallet?: BitcoinTestWallet
  /** sats-connect's list of installed providers: each names its object on window by path. */
  btc_providers?: { id: string; name: string; icon: string; methods?: string[] }[]
  LatchkeyDevWalletProviders?: { BitcoinProvider: BitcoinSatsConnectProvider }
}

/** Where the dev wallet's sats-connect provider sits on window (sats-connect's provider id). */
export const bitcoinDevWalletSatsConnectId = 'LatchkeyDevWalletProviders.BitcoinProvider'

/**
 * Registers the Bitcoin test wallet with the page through the Wallet Standard and through
 * sats-connect's provider list (`window.btc_providers`), as Xverse does both, and exposes it (and
 * its controls) as `window.latchkeyBitcoinDevWallet`.
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
  const page = window as BitcoinDevWalletWindow
  page.latchkeyBitcoinDevWallet = wallet
  page.LatchkeyDevWalletProviders = {
    BitcoinProvider: createBitcoinSatsConnectProvider(wallet, wallet.chains[0]!),
  }
  page.btc_providers = [
    ...(page.btc_providers ?? []),
    {
      id: bitcoinDevWalletSatsConnectId,
      name,
      icon: wallet.icon,
      methods: ['getAccounts', 'signMessage', 'signPsbt', 'sendTransfer'],
    },
  ]
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
