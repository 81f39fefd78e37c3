import { describe, expect, test } from 'vitest'
import { getRelayIdKey, parseRelayFrame } from './parseRelayFrame.js'

describe('parseRelayFrame', () => {
  test('default', () => {
    expect(
      parseRelayFrame(
        '{"id":"1795320518406000123","jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t"}}',
      ),
    ).toEqual({
      kind: 'request',
      id: '"1795320518406000123"',
      method: 'irn_subscribe',
      params: { topic: 't' },
    })
  })

  test('behavior: a 19-digit number id keeps every digit', () => {
    const frame = parseRelayFrame(
      '{"jsonrpc":"2.0","params":{"id":1,"list":[{"id":2}]},"id" : 1795320518406000123,"method":"m"}',
    )
    expect(frame).toMatchObject({ kind: 'request', id: '1795320518406000123' })
  })

  test('behavior: a key inside a string is not the id', () => {
    expect(
      parseRelayFrame('{"method":"m","params":"\\"id\\":5","id":12345678901234567890}'),
    ).toMatchObject({ id: '12345678901234567890' })
  })

  test('behavior: responses are acks', () => {
    expect(parseRelayFrame('{"id":"123n","jsonrpc":"2.0","result":true}')).toEqual({
      kind: 'response',
      id: '"123n"',
      result: true,
      error: undefined,
    })
  })

  test.each([
    ['', 'null', 'Invalid payload: not JSON'],
    ['null', 'null', 'Invalid payload: expected a JSON-RPC object'],
    ['{"id":{},"method":"m"}', 'null', 'Invalid payload: id must be a string or a number'],
    ['{"method":"m"}', 'null', 'Invalid payload: id must be a string or a number'],
    ['{"id":3,"method":7}', '3', 'Invalid payload: method must be a string'],
    ['{"id":"a"}', '"a"', 'Invalid payload: no method'],
  ])('behavior: %j is invalid', (text, id, message) => {
    expect(parseRelayFrame(text)).toEqual({ kind: 'invalid', id, message })
  })
})

describe('getRelayIdKey', () => {
  test('default', () => {
    expect(['123', '"123"', '"123n"'].map(getRelayIdKey)).toEqual(['123', '123', '123'])
  })
})
