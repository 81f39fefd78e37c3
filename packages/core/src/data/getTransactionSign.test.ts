import { describe, expect, test } from 'vitest'
import { getTransactionSign } from './getTransactionSign.js'

describe('getTransactionSign', () => {
  test.each([
    ['receive', '+'],
    ['deposit', '+'],
    ['borrow', '+'],
    ['claim', '+'],
    ['withdraw', '-'],
    ['repay', '-'],
    ['burn', '-'],
    ['send', ''],
    ['trade', ''],
    ['mint', ''],
    ['execute', ''],
  ])('default: %s is %o', (operationType, sign) => {
    expect(getTransactionSign(operationType)).toBe(sign)
  })
})
