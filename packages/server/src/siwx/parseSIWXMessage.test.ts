import { formatSIWXMessage } from '@latchkey/core/protocol'
import { describe, expect, test } from 'vitest'
import { parseSIWXMessage } from './parseSIWXMessage.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const fields = {
  chainId: 'eip155:31337',
  accountAddress: address,
  scheme: 'http',
  domain: '127.0.0.1:5173',
  uri: 'http://127.0.0.1:5173/',
  version: '1',
  nonce: '0123456789abcdef',
  statement: 'Sign in',
  issuedAt: '2026-03-01T10:00:00.000Z',
  expirationTime: '2026-03-02T10:00:00.000Z',
  notBefore: '2026-03-01T10:00:00Z',
} as const

describe('parseSIWXMessage', () => {
  test('default: every field, dates as Dates', () => {
    expect(parseSIWXMessage(formatSIWXMessage(fields))).toEqual({
      scheme: 'http',
      domain: '127.0.0.1:5173',
      address,
      statement: 'Sign in',
      uri: 'http://127.0.0.1:5173/',
      version: '1',
      chainId: 31337,
      caipNetworkId: 'eip155:31337',
      nonce: '0123456789abcdef',
      issuedAt: new Date('2026-03-01T10:00:00.000Z'),
      expirationTime: new Date('2026-03-02T10:00:00.000Z'),
      notBefore: new Date('2026-03-01T10:00:00.000Z'),
    })
  })

  test('parameters: no statement, scheme or optional times', () => {
    const { statement: _s, scheme: _c, expirationTime: _e, notBefore: _n, ...rest } = fields
    expect(parseSIWXMessage(formatSIWXMessage(rest))).toMatchObject({
      scheme: undefined,
      statement: undefined,
      expirationTime: undefined,
      notBefore: undefined,
    })
  })

  test.each([
    ['an empty text', '', 'no "{domain} wants you to sign in'],
    [
      'a lower-case address',
      formatSIWXMessage({ ...fields, accountAddress: address.toLowerCase() }),
      'EIP-55',
    ],
    [
      'a missing blank line',
      formatSIWXMessage(fields).replace('\n\nURI', '\nURI'),
      'EIP-4361 layout',
    ],
    ['a trailing line break', `${formatSIWXMessage(fields)}\n`, 'EIP-4361 layout'],
  ])('errors: refuses %s', (_name, message, problem) => {
    expect(() => parseSIWXMessage(message)).toThrow(problem)
  })
})
