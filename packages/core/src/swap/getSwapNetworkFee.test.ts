// The form's network fee and whether an approval goes first, from the state alone.
import { describe, expect, test } from 'vitest'
import { getSwapNetworkFee } from './getSwapNetworkFee.js'
import { needsSwapApproval } from './needsSwapApproval.js'
import { initialSwapState, type SwapState, type SwapToken } from './SwapState.js'

const lkd: SwapToken = {
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  name: 'Latchkey Dollar',
  symbol: 'LKD',
  decimals: 18,
  logoUri: '',
  balance: 500n * 10n ** 18n,
  price: 1,
}
const eth: SwapToken = {
  ...lkd,
  address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  symbol: 'ETH',
  balance: 10n ** 18n,
}
const state = (change: Partial<SwapState>): SwapState => ({
  ...initialSwapState,
  sourceToken: lkd,
  toToken: eth,
  sourceTokenAmount: '100',
  gasPrice: 2n,
  ...change,
})

describe('needsSwapApproval', () => {
  test('behavior: a token whose allowance is unknown or short needs one, enough does not', () => {
    expect(needsSwapApproval(state({}))).toBe(true)
    expect(needsSwapApproval(state({ allowance: 99n * 10n ** 18n }))).toBe(true)
    expect(needsSwapApproval(state({ allowance: 100n * 10n ** 18n }))).toBe(false)
  })

  test('behavior: the native coin never needs one', () => {
    expect(needsSwapApproval(state({ sourceToken: eth, sourceTokenAmount: '0.5' }))).toBe(false)
  })
})

describe('getSwapNetworkFee', () => {
  test('default: unknown until the gas price is read', () => {
    expect(getSwapNetworkFee(state({ gasPrice: undefined }))).toBeUndefined()
  })

  test("behavior: the built swap's gas, else the quote's, else 150,000; plus 50,000 to approve", () => {
    const ready = {
      status: 'ready' as const,
      fromAmount: 1n,
      toAmount: 1n,
      priceImpact: undefined,
      gasLimit: 120_000n,
    }
    const approved = { allowance: 10n ** 30n }
    expect(getSwapNetworkFee(state(approved))).toBe(2n * 150_000n)
    expect(getSwapNetworkFee(state({ ...approved, quote: ready }))).toBe(2n * 120_000n)
    const transaction = { to: '0x', data: '0x', value: 0n, gas: 110_000n }
    expect(getSwapNetworkFee(state({ ...approved, quote: ready, transaction }))).toBe(2n * 110_000n)
    expect(getSwapNetworkFee(state({ quote: ready }))).toBe(2n * (120_000n + 50_000n))
  })
})
