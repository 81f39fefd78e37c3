import { describe, expect, test, vi } from 'vitest'
import { watchWalletRegistry } from './watchWalletRegistry.js'

describe('watchWalletRegistry', () => {
  function createRegistry() {
    const wallets: string[] = []
    const listeners = new Set<() => void>()
    return {
      get: () => wallets,
      on: (_event: 'register' | 'unregister', listener: () => void) => {
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
      register(wallet: string) {
        wallets.push(wallet)
        for (const listener of [...listeners]) listener()
      },
      listeners,
    }
  }

  test('behavior: waitFor resolves with a wallet registering late, or undefined at the timeout', async () => {
    vi.useFakeTimers()
    try {
      const registry = createRegistry()
      const watched = watchWalletRegistry(registry)
      const late = watched.waitFor(() => registry.get().find((name) => name === 'Late'), 1000)
      registry.register('Late')
      await expect(late).resolves.toBe('Late')
      const never = watched.waitFor(() => registry.get().find((name) => name === 'Never'), 1000)
      vi.advanceTimersByTime(1000)
      await expect(never).resolves.toBeUndefined()
      expect(registry.listeners.size).toBe(0)
      expect(watchWalletRegistry<string>(undefined).get()).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })
})
