import { describe, expect, test } from 'vitest'
import { createTtlCache } from './createTtlCache.js'

describe('createTtlCache', () => {
  test('default: an entry lives ttlMs on the given clock', () => {
    let now = 1_000
    const cache = createTtlCache<string>({ ttlMs: 30_000, now: () => now })
    cache.set('a', 'first')
    now += 29_999
    expect(cache.get('a')).toBe('first')
    now += 1
    expect(cache.get('a')).toBeUndefined()
  })

  test('behavior: setting again restarts the lifetime', () => {
    let now = 0
    const cache = createTtlCache<number>({ ttlMs: 10, now: () => now })
    cache.set('a', 1)
    now = 8
    cache.set('a', 2)
    now = 15
    expect(cache.get('a')).toBe(2)
  })

  test('parameters: maxEntries drops the oldest', () => {
    const cache = createTtlCache<number>({ ttlMs: 1_000, maxEntries: 2 })
    cache.set('a', 1)
    cache.set('b', 2)
    cache.set('c', 3)
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3])
  })

  test('behavior: delete and deletePrefix', () => {
    const cache = createTtlCache<number>({ ttlMs: 1_000 })
    cache.set('eip155:1:x', 1)
    cache.set('eip155:1:y', 2)
    cache.set('eip155:10:x', 3)
    cache.delete('eip155:1:y')
    expect(cache.get('eip155:1:y')).toBeUndefined()
    cache.deletePrefix('eip155:1:')
    expect([cache.get('eip155:1:x'), cache.get('eip155:10:x')]).toEqual([undefined, 3])
  })
})
