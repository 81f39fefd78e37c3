import { describe, expect, test } from 'vitest'
import { BaseError, walkError } from './base.js'

describe('BaseError', () => {
  test('default', () => {
    const error = new BaseError('Something went wrong')
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('LatchkeyError')
    expect(error.shortMessage).toBe('Something went wrong')
    expect(error.message).toBe('Something went wrong')
    expect(error.details).toBeUndefined()
    expect(error.metaMessages).toBeUndefined()
    expect(error.cause).toBeUndefined()
  })

  test('parameters: metaMessages and details go on further lines', () => {
    const error = new BaseError('Short', { metaMessages: ['one', 'two'], details: 'node said no' })
    expect(error.shortMessage).toBe('Short')
    expect(error.message).toBe('Short\n\none\ntwo\n\nDetails: node said no')
  })

  test('parameters: name', () => {
    expect(new BaseError('x', { name: 'CustomError' }).name).toBe('CustomError')
  })

  test('parameters: cause gives the details when none are given', () => {
    const plain = new BaseError('Outer', { cause: new Error('socket hang up') })
    expect(plain.details).toBe('socket hang up')
    expect(plain.message).toBe('Outer\n\nDetails: socket hang up')

    const inner = new BaseError('Inner', { details: 'the root' })
    expect(new BaseError('Outer', { cause: inner }).details).toBe('the root')
    expect(new BaseError('Outer', { cause: new BaseError('Inner') }).details).toBe('Inner')
    expect(new BaseError('Outer', { cause: inner, details: 'mine' }).details).toBe('mine')
    expect(new BaseError('Outer', { cause: { message: 'not an Error' } }).details).toBeUndefined()
  })

  test('behavior: details equal to the short message are not repeated', () => {
    expect(new BaseError('Same', { details: 'Same' }).message).toBe('Same')
  })

  test('behavior: subclasses override name', () => {
    class DemoError extends BaseError {
      override name = 'DemoError'
    }
    const error = new DemoError('demo')
    expect(error.name).toBe('DemoError')
    expect(error).toBeInstanceOf(BaseError)
    expect(String(error)).toBe('DemoError: demo')
  })

  test('behavior: walk', () => {
    const root = { code: 4001, message: 'rejected' }
    const middle = new Error('middle', { cause: root })
    const top = new BaseError('top', { cause: middle })
    expect(top.walk()).toBe(root)
    expect(top.walk((error) => error === middle)).toBe(middle)
    expect(top.walk((error) => error instanceof BaseError)).toBe(top)
    expect(top.walk(() => false)).toBeNull()
    expect(new BaseError('alone').walk()).toBeInstanceOf(BaseError)
  })
})

describe('walkError', () => {
  test('default', () => {
    const root = new Error('root')
    expect(walkError(new Error('top', { cause: root }))).toBe(root)
  })

  test('behavior: values without a cause', () => {
    expect(walkError(undefined)).toBeUndefined()
    expect(walkError('text')).toBe('text')
    expect(walkError(null, (error) => error === null)).toBeNull()
    expect(walkError(42, () => false)).toBeNull()
  })

  test('behavior: a cause cycle ends the walk', () => {
    const a: { cause?: unknown } = {}
    const b = { cause: a }
    a.cause = b
    expect(walkError(a, () => false)).toBeNull()
    expect(walkError(a)).toBe(b)
  })
})
