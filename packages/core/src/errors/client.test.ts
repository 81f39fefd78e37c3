import { describe, expect, test } from 'vitest'
import { BaseError } from './base.js'
import {
  AdapterNotFoundError,
  ChainAdapterNotFoundError,
  NetworkNotFoundError,
  NetworkNotSupportedForGasPriceError,
  NetworkNotSupportedForSwapsError,
} from './client.js'

// Spec section 8, "Thrown": each message word for word.
const cases = [
  [NetworkNotSupportedForGasPriceError, 'Network not supported for Gas Price'],
  [NetworkNotSupportedForSwapsError, 'Network not supported for Swaps'],
  [ChainAdapterNotFoundError, 'Chain adapter not found'],
  [AdapterNotFoundError, 'Adapter not found'],
  [NetworkNotFoundError, 'Network not found'],
] as const

describe('client errors', () => {
  test.each(cases)('default: %o', (ErrorClass, message) => {
    const error = new ErrorClass()
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe(ErrorClass.name)
    expect(error.shortMessage).toBe(message)
    expect(error.message).toBe(message)
  })

  test('parameters: cause and metaMessages keep the short message exact', () => {
    const cause = new Error('no adapter for namespace solana')
    const error = new ChainAdapterNotFoundError({ cause, metaMessages: ['Namespace: solana'] })
    expect(error.shortMessage).toBe('Chain adapter not found')
    expect(error.cause).toBe(cause)
    expect(error.message).toBe(
      'Chain adapter not found\n\nNamespace: solana\n\nDetails: no adapter for namespace solana',
    )
  })
})
