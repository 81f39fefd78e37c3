import type { Address } from 'viem'
import type { TestWalletChain, TestWalletStorage } from './createTestWalletProvider.js'

/** What a wallet remembers about a site between page loads. */
export type SiteMemory = {
  /** The account the site may see; absent when the site is not connected. */
  connectedAddress?: Address
  chainId?: number
  /** Networks added through the wallet (not given in its configuration). */
  addedChains?: TestWalletChain[]
}

/** Reads and writes a site's memory; a missing, broken or full storage just forgets. */
export function siteMemory(storage: TestWalletStorage | undefined, key: string) {
  return {
    read(): SiteMemory {
      try {
        return JSON.parse(storage?.getItem(key) ?? '{}') as SiteMemory
      } catch {
        return {}
      }
    },
    write(memory: SiteMemory) {
      try {
        storage?.setItem(key, JSON.stringify(memory))
      } catch {}
    },
  }
}
