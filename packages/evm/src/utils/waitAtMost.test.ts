import { describe, expect, test, vi } from 'vitest'
import { waitAtMost } from './waitAtMost.js'

describe('waitAtMost', () => {
  test('default: resolves with the promise', async () => {
    await expect(waitAtMost(Promise.resolve('done'), 1000)).resolves.toBeUndefined()
  })

  test('behavior: rejects with the promise', async () => {
    await expect(waitAtMost(Promise.reject(new Error('no')), 1000)).rejects.toThrow('no')
  })

  test('behavior: goes on after the timeout', async () => {
    vi.useFakeTimers()
    try {
      const waiting = waitAtMost(new Promise(() => {}), 1000)
      vi.advanceTimersByTime(1000)
      await expect(waiting).resolves.toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })
})
