import { announceProvider, devWalletInfo, type WalletInfo } from './announceProvider.js'
import {
  type CreateTestWalletProviderParameters,
  createTestWalletProvider,
  type TestWalletControls,
  type TestWalletProvider,
  type TestWalletStorage,
} from './createTestWalletProvider.js'
import { randomUuid } from './randomUuid.js'

/** What a page passes to `window.LatchkeyDevWallet.install`: plain JSON, so a test can write it. */
export type DevWalletConfig = Omit<CreateTestWalletProviderParameters, 'storage' | 'storageKey'> & {
  /** Announce through EIP-6963; defaults to true. */
  announce?: boolean
  /** Also set `window.ethereum`, as older extensions do; defaults to false. */
  injectWindowEthereum?: boolean
  /** Overrides the announced name, icon, rdns or uuid. */
  info?: Partial<WalletInfo>
  /** Remember the site's connection and chain in localStorage across reloads; defaults to true. */
  persist?: boolean
}

/** The installed wallet as `window.latchkeyDevWallet` exposes it: the provider and its controls. */
export type InstalledDevWallet = TestWalletControls & {
  provider: TestWalletProvider
  info: WalletInfo
  /** Stops announcing and removes `window.ethereum` if the wallet set it. */
  uninstall(): void
}

type DevWalletWindow = Window & { ethereum?: unknown; latchkeyDevWallet?: InstalledDevWallet }

/** Puts the dev wallet into the page the way a browser extension would. */
export function installDevWallet(config: DevWalletConfig): InstalledDevWallet {
  const target = window as DevWalletWindow
  target.latchkeyDevWallet?.uninstall()
  const {
    announce = true,
    injectWindowEthereum = false,
    persist = true,
    info: infoOverrides,
    ...wallet
  } = config
  const provider = createTestWalletProvider({
    ...wallet,
    ...(persist ? { storage: localStorageOrUndefined() } : {}),
  })
  const info: WalletInfo = { ...devWalletInfo, uuid: randomUuid(), ...infoOverrides }
  const stopAnnouncing = announce ? announceProvider({ provider, info }) : () => {}
  if (injectWindowEthereum) target.ethereum = provider

  const installed: InstalledDevWallet = {
    provider,
    info,
    ...provider.controls,
    uninstall() {
      stopAnnouncing()
      if (target.ethereum === provider) target.ethereum = undefined
      if (target.latchkeyDevWallet === installed) target.latchkeyDevWallet = undefined
    },
  }
  target.latchkeyDevWallet = installed
  return installed
}

function localStorageOrUndefined(): TestWalletStorage | undefined {
  // Reading `localStorage` throws on opaque origins (about:blank, sandboxed frames).
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}
