import { describe, expect, test } from 'vitest'
import { decodeHistoryCursor, encodeHistoryCursor } from './historyCursor.js'

describe('historyCursor', () => {
  test('default: what is encoded decodes the same', () => {
    const cursor = {
      minedAt: new Date('2025-03-04T05:06:07.000Z'),
      chainId: 'eip155:31337',
      blockNumber: 1234,
      txIndex: 2,
    }
    const text = encodeHistoryCursor(cursor)
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeHistoryCursor(text)).toEqual(cursor)
  })

  test.each([
    ['not base64', 'a b'],
    ['not JSON', Buffer.from('nope').toString('base64url')],
    ['not a list', Buffer.from('{}').toString('base64url')],
    ['a bad date', Buffer.from('["yesterday","eip155:1",1,0]').toString('base64url')],
    ['a bad chain', Buffer.from('["2025-03-04T05:06:07.000Z","1",1,0]').toString('base64url')],
    [
      'a negative block',
      Buffer.from('["2025-03-04T05:06:07.000Z","eip155:1",-1,0]').toString('base64url'),
    ],
    [
      'a fraction',
      Buffer.from('["2025-03-04T05:06:07.000Z","eip155:1",1,0.5]').toString('base64url'),
    ],
  ])('behavior: %s is a 400 naming cursor', (_name, text) => {
    expect(() => decodeHistoryCursor(text)).toThrow(/^cursor is not a cursor this server gave/)
    expect(() => decodeHistoryCursor(text)).toThrow(expect.objectContaining({ statusCode: 400 }))
  })
})
