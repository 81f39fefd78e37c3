import { describe, expect, test } from 'vitest'
import { toUiAmount } from './toUiAmount.js'

describe('toUiAmount', () => {
  test('default: the decimal point goes `decimals` places from the right, trailing zeros dropped', () => {
    expect(toUiAmount(1_500_000n, 6)).toEqual({
      amount: '1500000',
      decimals: 6,
      uiAmount: 1.5,
      uiAmountString: '1.5',
    })
  })

  test('behavior: amounts under one unit get their leading zeros', () => {
    expect(toUiAmount(42n, 6)).toMatchObject({ uiAmount: 0.000042, uiAmountString: '0.000042' })
  })

  test('behavior: a whole amount, zero, and a token without decimals read without a point', () => {
    expect(toUiAmount(3_000_000_000n, 9).uiAmountString).toBe('3')
    expect(toUiAmount(0n, 9)).toMatchObject({ amount: '0', uiAmount: 0, uiAmountString: '0' })
    expect(toUiAmount(7n, 0)).toMatchObject({ uiAmount: 7, uiAmountString: '7' })
  })
})
