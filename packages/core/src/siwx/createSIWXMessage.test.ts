import { describe, expect, test } from 'vitest'
import { createSIWXMessage } from './createSIWXMessage.js'
import { formatSIWXMessage } from './formatSIWXMessage.js'

const data = {
  chainId: 'eip155:31337',
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  domain: 'app.test',
  uri: 'https://app.test',
  version: '1',
  nonce: 'abcdefgh',
  issuedAt: '2026-01-01T00:00:00.000Z',
} as const

describe('createSIWXMessage', () => {
  test('default: the fields, and toString() the EIP-4361 text', () => {
    const message = createSIWXMessage(data)
    expect(message).toMatchObject(data)
    expect(message.toString()).toBe(formatSIWXMessage(data))
    expect(`${message}`).toBe(formatSIWXMessage(data))
  })

  test('behavior: a field that breaks the grammar throws at once', () => {
    expect(() => createSIWXMessage({ ...data, nonce: 'x' })).toThrow('nonce')
  })
})
