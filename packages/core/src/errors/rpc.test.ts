import { describe, expect, test } from 'vitest'
import { BaseError } from './base.js'
import { isUserRejection } from './isUserRejection.js'
import {
  AtomicityNotSupportedError,
  AtomicReadyWalletRejectedUpgradeError,
  BundleTooLargeError,
  ChainDisconnectedError,
  DuplicateIdError,
  getRpcError,
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ProviderDisconnectedError,
  ProviderRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  RpcError,
  SwitchChainError,
  TransactionRejectedRpcError,
  UnauthorizedProviderError,
  UnknownBundleIdError,
  UnknownRpcError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from './rpc.js'

const jsonRpcCases = [
  [-32700, ParseRpcError],
  [-32600, InvalidRequestRpcError],
  [-32601, MethodNotFoundRpcError],
  [-32602, InvalidParamsRpcError],
  [-32603, InternalRpcError],
  [-32000, InvalidInputRpcError],
  [-32001, ResourceNotFoundRpcError],
  [-32002, ResourceUnavailableRpcError],
  [-32003, TransactionRejectedRpcError],
  [-32004, MethodNotSupportedRpcError],
  [-32005, LimitExceededRpcError],
  [-32006, JsonRpcVersionUnsupportedError],
] as const

const providerCases = [
  [4001, UserRejectedRequestError],
  [4100, UnauthorizedProviderError],
  [4200, UnsupportedProviderMethodError],
  [4900, ProviderDisconnectedError],
  [4901, ChainDisconnectedError],
  [4902, SwitchChainError],
  [5700, UnsupportedNonOptionalCapabilityError],
  [5710, UnsupportedChainIdError],
  [5720, DuplicateIdError],
  [5730, UnknownBundleIdError],
  [5740, BundleTooLargeError],
  [5750, AtomicReadyWalletRejectedUpgradeError],
  [5760, AtomicityNotSupportedError],
] as const

describe('RPC error classes', () => {
  test.each([...jsonRpcCases, ...providerCases])('default: %i', (code, ErrorClass) => {
    const error = new ErrorClass()
    expect(ErrorClass.code).toBe(code)
    expect(error.code).toBe(code)
    expect(error.name).toBe(ErrorClass.name)
    expect(error).toBeInstanceOf(RpcError)
    expect(error).toBeInstanceOf(BaseError)
    expect(error.shortMessage.length).toBeGreaterThan(10)
    expect(error.message).toBe(error.shortMessage)
  })

  test('behavior: provider codes are ProviderRpcErrors, JSON-RPC codes are not', () => {
    for (const [, ErrorClass] of providerCases)
      expect(new ErrorClass()).toBeInstanceOf(ProviderRpcError)
    for (const [, ErrorClass] of jsonRpcCases)
      expect(new ErrorClass()).not.toBeInstanceOf(ProviderRpcError)
  })

  test('behavior: every message is its own', () => {
    const messages = [...jsonRpcCases, ...providerCases].map(
      ([, ErrorClass]) => new ErrorClass().shortMessage,
    )
    expect(new Set(messages).size).toBe(messages.length)
  })

  test('parameters: method is named in the method errors', () => {
    expect(new MethodNotFoundRpcError({ method: 'eth_foo' }).shortMessage).toBe(
      'The method "eth_foo" does not exist or is not available.',
    )
    expect(new MethodNotSupportedRpcError({ method: 'eth_foo' }).shortMessage).toContain(
      '"eth_foo"',
    )
    expect(new UnsupportedProviderMethodError({ method: 'wallet_x' }).shortMessage).toContain(
      '"wallet_x"',
    )
    expect(new InvalidParamsRpcError({ method: 'eth_call' }).shortMessage).toContain('"eth_call"')
  })

  test('parameters: data, details and cause', () => {
    const cause = { code: 3, message: 'execution reverted', data: '0x08c379a0' }
    const error = new InternalRpcError({ cause, data: '0x08c379a0', details: 'execution reverted' })
    expect(error.cause).toBe(cause)
    expect(error.data).toBe('0x08c379a0')
    expect(error.message).toBe('The server had an internal error.\n\nDetails: execution reverted')
  })
})

describe('getRpcError', () => {
  test('default', () => {
    const body = { code: 4001, message: 'User denied transaction signature.' }
    const error = getRpcError(body)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.code).toBe(4001)
    expect(error.cause).toBe(body)
    expect(error.details).toBe('User denied transaction signature.')
  })

  test.each([...jsonRpcCases, ...providerCases])(
    'behavior: code %i maps to its class',
    (code, ErrorClass) => {
      const error = getRpcError({ code, message: 'from the node', data: { x: 1 } })
      expect(error).toBeInstanceOf(ErrorClass)
      expect(error.code).toBe(code)
      expect(error.data).toEqual({ x: 1 })
      expect(error.details).toBe('from the node')
    },
  )

  test('behavior: an Error thrown by a provider keeps its message as details', () => {
    const thrown = Object.assign(new Error('Unrecognized chain ID "0x7a6a".'), { code: 4902 })
    const error = getRpcError(thrown)
    expect(error).toBeInstanceOf(SwitchChainError)
    expect(error.cause).toBe(thrown)
    expect(error.details).toBe('Unrecognized chain ID "0x7a6a".')
  })

  test('behavior: unknown code keeps code and message', () => {
    const body = { code: 12345, message: 'Custom provider failure' }
    const error = getRpcError(body)
    expect(error).toBeInstanceOf(UnknownRpcError)
    expect(error.code).toBe(12345)
    expect(error.shortMessage).toBe('Custom provider failure')
    expect(error.message).toBe('Custom provider failure')
    expect(error.cause).toBe(body)
  })

  test('behavior: no numeric code gives UnknownRpcError with code -1', () => {
    expect(getRpcError({ code: '4001', message: 'string code' }).code).toBe(-1)
    expect(getRpcError({ code: '4001' })).toBeInstanceOf(UnknownRpcError)
    for (const value of [undefined, null, 42, {}]) {
      const error = getRpcError(value)
      expect(error).toBeInstanceOf(UnknownRpcError)
      expect(error.code).toBe(-1)
      expect(error.shortMessage).toBe('An unknown RPC error occurred.')
    }
    expect(getRpcError('socket closed').shortMessage).toBe('socket closed')
  })

  test('behavior: an RpcError passes through', () => {
    const error = new LimitExceededRpcError()
    expect(getRpcError(error)).toBe(error)
  })

  test('parameters: method', () => {
    expect(getRpcError({ code: -32601 }, { method: 'eth_foo' }).shortMessage).toContain('"eth_foo"')
  })
})

describe('isUserRejection', () => {
  test('default', () => {
    expect(isUserRejection(new UserRejectedRequestError())).toBe(true)
    expect(isUserRejection({ code: 4001, message: 'User rejected the request.' })).toBe(true)
  })

  test('behavior: walks the cause chain', () => {
    const wrapped = new BaseError('Signature declined', {
      cause: new Error('provider failed', { cause: { code: 4001 } }),
    })
    expect(isUserRejection(wrapped)).toBe(true)
    expect(isUserRejection(new BaseError('x', { cause: getRpcError({ code: 4001 }) }))).toBe(true)
  })

  test('behavior: other errors and bad inputs are not rejections', () => {
    for (const value of [
      new InternalRpcError(),
      { code: 4100 },
      { code: '4001' },
      new Error('User rejected'),
      undefined,
      null,
      4001,
      'rejected',
    ])
      expect(isUserRejection(value)).toBe(false)
  })
})
