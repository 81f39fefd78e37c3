import { afterEach, describe, expect, test, vi } from 'vitest'
import { createCache } from './createCache.js'

afterEach(() => vi.useRealTimers())

describe('createCache', () => {
  test('default: entries expire after ttl', () => {
    vi.useFakeTimers()
    const cache = createCache<number>({ ttl: 30_000 })
    cache.set('a', 1)
    vi.advanceTimersByTime(29_999)
    expect(cache.get('a')).toBe(1)
    vi.advanceTimersByTime(1)
    expect(cache.get('a')).toBeUndefined()
  })

  test('behavior: delete and clear', () => {
    const cache = createCache<number>({ ttl: 1_000 })
    cache.set('a', 1)
    cache.set('b', 2)
    cache.delete('a')
    expect(cache.get('a')).toBeUndefined()
    cache.clear()
    expect(cache.get('b')).toBeUndefined()
  })
})
