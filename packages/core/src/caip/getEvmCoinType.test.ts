import { describe, expect, test } from 'vitest'
import { InvalidEvmChainIdError } from '../errors/caip.js'
import { getEvmCoinType } from './getEvmCoinType.js'

describe('getEvmCoinType', () => {
  test('default', () => {
    // Optimism (10) and Polygon (137): 0x80000000 plus the chain id.
    expect(getEvmCoinType(10)).toBe(2147483658)
    expect(getEvmCoinType(137)).toBe(2147483785)
  })

  test('behavior: Ethereum mainnet keeps its ENSIP-9 coin type', () => {
    expect(getEvmCoinType(1)).toBe(60)
  })

  test('behavior: range edges', () => {
    expect(getEvmCoinType(0)).toBe(0x80000000)
    expect(getEvmCoinType(31337)).toBe(0x80000000 + 31337)
    expect(getEvmCoinType(2 ** 31 - 1)).toBe(0xffffffff)
  })

  test.each([
    2 ** 31,
    2 ** 32,
    Number.MAX_SAFE_INTEGER,
    -1,
    1.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('behavior: chain id %s throws', (chainId) => {
    expect(() => getEvmCoinType(chainId)).toThrow(InvalidEvmChainIdError)
    expect(() => getEvmCoinType(chainId)).toThrow(
      `Chain id ${chainId} is invalid for the coin type`,
    )
  })

  test('behavior: a chain id that is not a number throws', () => {
    for (const value of ['1', 1n, undefined, null])
      expect(() => getEvmCoinType(value as never)).toThrow(InvalidEvmChainIdError)
  })
})
