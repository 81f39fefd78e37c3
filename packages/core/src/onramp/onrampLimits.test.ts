import { describe, expect, test } from 'vitest'
import { getEstimatedOnRampQuote } from './getEstimatedOnRampQuote.js'
import { getOnRampNetworkName } from './getOnRampNetworkName.js'
import { getOnRampAmountProblem, onRampDefaultLimits } from './onrampLimits.js'

describe('getOnRampAmountProblem', () => {
  test('default: spec section 9 limits, card 10.00–7500.00, bank 10.00–25000.00', () => {
    const { card, ach_bank_account: bank } = onRampDefaultLimits
    expect(getOnRampAmountProblem('10', card)).toBeUndefined()
    expect(getOnRampAmountProblem('7500.00', card)).toBeUndefined()
    expect(getOnRampAmountProblem('9.99', card)).toEqual({ kind: 'belowMinimum', limit: '10.00' })
    expect(getOnRampAmountProblem('7500.01', card)).toEqual({
      kind: 'aboveMaximum',
      limit: '7500.00',
    })
    expect(getOnRampAmountProblem('25000', bank)).toBeUndefined()
    expect(getOnRampAmountProblem('25000.01', bank)).toEqual({
      kind: 'aboveMaximum',
      limit: '25000.00',
    })
  })

  test('behavior: empty and malformed amounts', () => {
    const { card } = onRampDefaultLimits
    expect(getOnRampAmountProblem(' ', card)).toEqual({ kind: 'noAmount' })
    expect(getOnRampAmountProblem('-5', card)).toEqual({ kind: 'invalidAmount' })
    expect(getOnRampAmountProblem('10.001', card)).toEqual({ kind: 'invalidAmount' })
    expect(getOnRampAmountProblem('1e3', card)).toEqual({ kind: 'invalidAmount' })
  })
})

describe('getEstimatedOnRampQuote', () => {
  test('default: the top of the fee range, the rest at the price', () => {
    const quote = getEstimatedOnRampQuote({
      amount: '100',
      paymentCurrency: 'USD',
      purchaseCurrency: 'ETH',
      price: 2450,
    })
    expect(quote.paymentTotal).toEqual({ amount: '100.00', currency: 'USD' })
    expect(quote.paymentFee).toEqual({ amount: '2.00', currency: 'USD' })
    expect(quote.paymentSubtotal).toEqual({ amount: '98.00', currency: 'USD' })
    expect(quote.purchaseAmount).toEqual({ amount: '0.040000', currency: 'ETH' })
  })

  test('behavior: without a price nothing is promised', () => {
    const quote = getEstimatedOnRampQuote({
      amount: '50',
      paymentCurrency: 'EUR',
      purchaseCurrency: 'ETH',
      price: 0,
    })
    expect(quote.purchaseAmount.amount).toBe('0.000000')
  })
})

describe('getOnRampNetworkName', () => {
  test('default: the options first, then the mapping, then ethereum', () => {
    expect(getOnRampNetworkName('31337', [{ name: 'latchkey-devnet', chain_id: '31337' }])).toBe(
      'latchkey-devnet',
    )
    expect(getOnRampNetworkName('8453')).toBe('base')
    expect(getOnRampNetworkName('31337')).toBe('ethereum')
  })
})
