import { describe, expect, test } from 'vitest'
import { getTokenBalanceRetryIn } from './getTokenBalanceRetryIn.js'

describe('getTokenBalanceRetryIn', () => {
  test('default: 0 when nothing failed', () => {
    expect(getTokenBalanceRetryIn({ lastRetry: undefined }, 1_000)).toBe(0)
  })

  test('behavior: what is left of the 30 s after a failure, then 0', () => {
    expect(getTokenBalanceRetryIn({ lastRetry: 10_000 }, 10_000)).toBe(30_000)
    expect(getTokenBalanceRetryIn({ lastRetry: 10_000 }, 35_500)).toBe(4_500)
    expect(getTokenBalanceRetryIn({ lastRetry: 10_000 }, 40_000)).toBe(0)
  })
})
