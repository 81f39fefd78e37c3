import { describe, expect, test } from 'vitest'
import { getMinimumReceived, getPriceImpact } from './getMinimumReceived.js'
import { getSwapProblem } from './getSwapProblem.js'
import { getSuggestedSwapTokens, isNativeSwapToken, searchSwapTokens } from './loadSwapTokens.js'
import type { SwapToken } from './SwapState.js'

const ether = 10n ** 18n
const ready = {
  sourceDecimals: 18,
  toChosen: true,
  amount: '0.5',
  sourceBalance: ether,
  quote: { status: 'ready' as const, toAmount: 1_000n * ether },
  nativeLeft: ether / 2n,
  networkFee: 150_000n * 1_000_000_000n,
}

describe('getSwapProblem', () => {
  test('default: a quoted swap within the balance can go', () => {
    expect(getSwapProblem(ready)).toBeUndefined()
  })

  test('behavior: what is wrong, in the order a person fills the form', () => {
    expect(getSwapProblem({ ...ready, sourceDecimals: undefined })).toBe('noToken')
    expect(getSwapProblem({ ...ready, toChosen: false })).toBe('noToken')
    expect(getSwapProblem({ ...ready, amount: ' ' })).toBe('noAmount')
    expect(getSwapProblem({ ...ready, amount: '1e3' })).toBe('invalidAmount')
    expect(getSwapProblem({ ...ready, amount: '0' })).toBe('zeroAmount')
    expect(getSwapProblem({ ...ready, amount: '2' })).toBe('insufficientBalance')
    expect(getSwapProblem({ ...ready, quote: { status: 'loading' } })).toBe('quoting')
    expect(getSwapProblem({ ...ready, quote: { status: 'noRoute' } })).toBe('noRoute')
    expect(getSwapProblem({ ...ready, quote: { status: 'failed' } })).toBe('noRoute')
    expect(getSwapProblem({ ...ready, quote: { status: 'ready', toAmount: 0n } })).toBe('tooSmall')
    expect(getSwapProblem({ ...ready, nativeLeft: 1n })).toBe('insufficientGas')
  })

  test('behavior: the whole balance may be swapped', () => {
    expect(getSwapProblem({ ...ready, amount: '1' })).toBeUndefined()
    expect(getSwapProblem({ ...ready, amount: '1.000000000000000001' })).toBe('insufficientBalance')
  })
})

describe('getMinimumReceived', () => {
  test('default: the quote less the slippage, rounded down', () => {
    expect(getMinimumReceived(1000n, 1)).toBe(990n)
    expect(getMinimumReceived(999n, 1)).toBe(989n)
    expect(getMinimumReceived(10_000n, 0.5)).toBe(9950n)
    expect(getMinimumReceived(ether, 50)).toBe(ether / 2n)
  })
})

describe('getPriceImpact', () => {
  test('default: the share of the value lost', () => {
    expect(getPriceImpact({ paidValue: 100, receivedValue: 99 })).toBeCloseTo(1)
    expect(getPriceImpact({ paidValue: 100, receivedValue: 101 })).toBe(0)
    expect(getPriceImpact({ paidValue: undefined, receivedValue: 1 })).toBeUndefined()
    expect(getPriceImpact({ paidValue: 100, receivedValue: undefined })).toBeUndefined()
  })
})

const token = (symbol: string, address: string, balance = 0n): SwapToken => ({
  name: `${symbol} token`,
  symbol,
  address: `eip155:31337:${address}`,
  decimals: 18,
  logoUri: '',
  balance,
  price: 1,
})
const native = token('ETH', `0x${'e'.repeat(40)}`, ether)
const lkd = token('LKD', '0x5FbDB2315678afecb367f032d93F642f64180aa3')
const usdc = token('USDC', '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512')
const held = token('HLD', '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', 5n)

describe('swap tokens', () => {
  test('isNativeSwapToken: the all-e address', () => {
    expect(isNativeSwapToken(native)).toBe(true)
    expect(isNativeSwapToken(lkd)).toBe(false)
  })

  test('getSuggestedSwapTokens: held ones, then popular symbols', () => {
    expect(getSuggestedSwapTokens([lkd, usdc, held, native]).map((entry) => entry.symbol)).toEqual([
      'HLD',
      'ETH',
      'USDC',
    ])
  })

  test('searchSwapTokens: by name, symbol or the end of the address', () => {
    const all = [native, lkd, usdc]
    expect(searchSwapTokens(all, '')).toEqual(all)
    expect(searchSwapTokens(all, ' lk')).toEqual([lkd])
    expect(searchSwapTokens(all, 'usdc token')).toEqual([usdc])
    expect(searchSwapTokens(all, '0x5fbdb2315678afecb367f032d93f642f64180aa3')).toEqual([lkd])
    expect(searchSwapTokens(all, 'nothing')).toEqual([])
  })
})
