import { describe, expect, test } from 'vitest'
import type { TokenBalance } from '../stores/chainState.js'
import { getTotalBalance } from './getTotalBalance.js'

const token = (value: number): TokenBalance => ({
  name: 'Token',
  symbol: 'TKN',
  chainId: 'eip155:1',
  value,
  price: 1,
  quantity: { decimals: '18', numeric: String(value) },
  iconUrl: '',
})
const caipAddress = 'eip155:1:0xabc'
const served = { status: 'success', supported: true, caipAddress } as const

describe('getTotalBalance', () => {
  test('default: the sum of the tokens’ values', () => {
    expect(getTotalBalance(served, [token(1.5), token(2)], caipAddress)).toBe(3.5)
    expect(getTotalBalance(served, [], caipAddress)).toBe(0)
  })

  test('behavior: nothing on a network the data API does not serve, on failure or for another account', () => {
    expect(
      getTotalBalance({ ...served, supported: false }, [token(1)], caipAddress),
    ).toBeUndefined()
    expect(getTotalBalance({ ...served, status: 'error' }, [token(1)], caipAddress)).toBeUndefined()
    expect(
      getTotalBalance({ ...served, status: 'loading' }, [token(1)], caipAddress),
    ).toBeUndefined()
    expect(getTotalBalance(served, [token(1)], 'eip155:2:0xabc')).toBeUndefined()
  })
})
