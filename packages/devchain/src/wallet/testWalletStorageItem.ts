import type { TestWalletStorage } from './createTestWalletProvider.js'

/**
 * Reads and writes one text a test wallet keeps between page loads (the address a site was
 * connected with); a missing, broken or full storage just forgets, and an empty text is none.
 */
export function testWalletStorageItem(storage: TestWalletStorage | undefined, key: string) {
  return {
    read(): string | undefined {
      try {
        return storage?.getItem(key) || undefined
      } catch {
        return undefined
      }
    },
    write(value: string | undefined) {
      try {
        storage?.setItem(key, value ?? '')
      } catch {}
    },
  }
}
