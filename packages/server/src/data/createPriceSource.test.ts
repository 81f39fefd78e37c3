import { describe, expect, test } from 'vitest'
import { createPriceSource } from './createPriceSource.js'

describe('createPriceSource', () => {
  test('default: by asset id first, then by symbol', () => {
    const source = createPriceSource({ ETH: 3000, 'eip155:10:0xeeee': 2990, LKD: 1 })
    expect(source.getUsdPrice({ assetId: 'eip155:1:0xeeee', symbol: 'ETH' })).toBe(3000)
    expect(source.getUsdPrice({ assetId: 'EIP155:10:0xEEEE', symbol: 'ETH' })).toBe(2990)
    expect(source.getUsdPrice({ assetId: 'eip155:1:0x1', symbol: 'lkd' })).toBe(1)
    expect(source.getUsdPrice({ assetId: 'eip155:1:0x2', symbol: 'XYZ' })).toBeUndefined()
  })
})
