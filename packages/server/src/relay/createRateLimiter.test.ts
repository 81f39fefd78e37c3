import { expect, test } from 'vitest'
import { createRateLimiter } from './createRateLimiter.js'

test('default', () => {
  const limiter = createRateLimiter({ perSecond: 10, burst: 3 })
  expect([0, 0, 0, 0].map(() => limiter.take('a', 0))).toEqual([true, true, true, false])
  // Other keys have their own bucket.
  expect(limiter.take('b', 0)).toBe(true)
  // 10 per second: one more after 100 ms.
  expect(limiter.take('a', 99)).toBe(false)
  expect(limiter.take('a', 201)).toBe(true)
})

test('behavior: sweep forgets refilled buckets only', () => {
  const limiter = createRateLimiter({ perSecond: 1, burst: 2 })
  limiter.take('a', 0)
  limiter.take('a', 0)
  limiter.sweep(1_000)
  expect(limiter.take('a', 1_000)).toBe(true)
  expect(limiter.take('a', 1_000)).toBe(false)
})
