import { expect, test } from 'vitest'
import { describeError } from './describeError.js'

test('default: an Error with an EIP-1193 code', () => {
  const error = Object.assign(new Error('User rejected the request.'), { code: 4001 })
  expect(describeError(error)).toBe('User rejected the request. (code 4001)')
})

test('behavior: a plain { code, message } object shows its message, not [object Object]', () => {
  expect(describeError({ code: 4001, message: 'User rejected the request.' })).toBe(
    'User rejected the request. (code 4001)',
  )
})

test('behavior: an Error without a code, a string, an object without a message', () => {
  expect(describeError(new Error('Network down'))).toBe('Network down')
  expect(describeError('Timed out')).toBe('Timed out')
  expect(describeError({ code: -32603 })).toBe('The request failed. (code -32603)')
  expect(describeError(undefined)).toBe('undefined')
})
