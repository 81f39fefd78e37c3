import { describe, expect, test } from 'vitest'
import { eip155 } from '../namespaces/eip155/eip155.js'
import { solana } from '../namespaces/solana/solana.js'
import type { TokenBalance } from '../stores/chainState.js'
import { getSendProblem, isNativeToken } from './getSendProblem.js'
import { isInsufficientGas } from './isInsufficientGas.js'

const ether: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 3000,
  price: 3000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
}
const usdc: TokenBalance = {
  ...ether,
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  price: 1,
  quantity: { decimals: '6', numeric: '25.5' },
}
const gwei = 1_000_000_000n
const filled = {
  token: ether,
  sendTokenAmount: '0.5',
  receiverStatus: 'resolved' as const,
  gasPrice: gwei,
  nativeBalance: 10n ** 18n,
}

describe('getSendProblem', () => {
  test('default: a filled form can go', () => {
    expect(getSendProblem(filled)).toBeUndefined()
    expect(getSendProblem({ ...filled, token: usdc, sendTokenAmount: '25.5' })).toBeUndefined()
  })

  test('parameters: namespace solana says one problem for any amount or receiver problem', () => {
    const sol = {
      ...filled,
      token: { ...ether, symbol: 'SOL', quantity: { decimals: '9', numeric: '1' } },
    }
    expect(getSendProblem(sol, 'eoa', solana)).toBeUndefined()
    for (const state of [
      { ...sol, sendTokenAmount: '' },
      { ...sol, sendTokenAmount: 'abc' },
      { ...sol, sendTokenAmount: '0' },
      { ...sol, receiverStatus: 'empty' as const },
      { ...sol, receiverStatus: 'invalidAddress' as const },
      { ...sol, receiverStatus: 'nameNotFound' as const },
    ])
      expect(getSendProblem(state, 'eoa', solana)).toBe('invalidAmountOrReceiver')
    // The others keep their own words; eip155 keeps its detailed ones.
    expect(getSendProblem({ ...sol, sendTokenAmount: '2' }, 'eoa', solana)).toBe('amountTooHigh')
    expect(getSendProblem({ ...sol, token: undefined }, 'eoa', solana)).toBe('noToken')
    expect(getSendProblem({ ...filled, sendTokenAmount: '' }, 'eoa', eip155)).toBe('noAmount')
  })

  test('behavior: what is missing, in the order a person fills the form', () => {
    expect(getSendProblem({ ...filled, token: undefined })).toBe('noToken')
    expect(getSendProblem({ ...filled, sendTokenAmount: '  ' })).toBe('noAmount')
    expect(getSendProblem({ ...filled, receiverStatus: 'empty' })).toBe('noReceiver')
    expect(getSendProblem({ ...filled, receiverStatus: 'resolving' })).toBe('resolving')
    expect(getSendProblem({ ...filled, gasPrice: undefined })).toBe('loading')
  })

  test('behavior: amounts', () => {
    expect(getSendProblem({ ...filled, token: usdc, sendTokenAmount: '1.0000001' })).toBe(
      'tooManyDecimals',
    )
    expect(getSendProblem({ ...filled, sendTokenAmount: '-1' })).toBe('invalidAmount')
    expect(getSendProblem({ ...filled, sendTokenAmount: '1e-3' })).toBe('invalidAmount')
    expect(getSendProblem({ ...filled, sendTokenAmount: '0' })).toBe('zeroAmount')
    expect(getSendProblem({ ...filled, sendTokenAmount: '1.000000000000000001' })).toBe(
      'amountTooHigh',
    )
    expect(getSendProblem({ ...filled, token: usdc, sendTokenAmount: '25.6' })).toBe(
      'amountTooHigh',
    )
  })

  test('behavior: receivers that did not resolve', () => {
    expect(getSendProblem({ ...filled, receiverStatus: 'invalidAddress' })).toBe('invalidAddress')
    expect(getSendProblem({ ...filled, receiverStatus: 'nameNotFound' })).toBe('nameNotFound')
    expect(getSendProblem({ ...filled, receiverStatus: 'nameError' })).toBe('nameError')
  })

  test('behavior: insufficient gas (spec section 5), smart accounts exempt', () => {
    const noGas = { ...filled, token: usdc, sendTokenAmount: '1', nativeBalance: 0n }
    expect(getSendProblem(noGas)).toBe('insufficientGas')
    expect(getSendProblem(noGas, 'smartAccount')).toBeUndefined()
    expect(getSendProblem({ ...filled, gasPrice: 10n ** 18n + 1n })).toBe('insufficientGas')
  })
})

describe('isInsufficientGas', () => {
  test('default', () => {
    expect(isInsufficientGas({ balance: 0n, gasPrice: 0n, accountType: 'eoa' })).toBe(true)
    expect(isInsufficientGas({ balance: 5n, gasPrice: 6n, accountType: 'eoa' })).toBe(true)
    expect(isInsufficientGas({ balance: 5n, gasPrice: 5n, accountType: 'eoa' })).toBe(false)
    expect(isInsufficientGas({ balance: 0n, gasPrice: 1n, accountType: 'smartAccount' })).toBe(
      false,
    )
  })
})

describe('isNativeToken', () => {
  test('default: no address, or the all-e placeholder', () => {
    expect(isNativeToken(ether)).toBe(true)
    expect(
      isNativeToken({ ...ether, address: 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' }),
    ).toBe(true)
    expect(isNativeToken(usdc)).toBe(false)
  })
})
