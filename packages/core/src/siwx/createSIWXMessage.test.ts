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

  test.each([
    [
      'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      'bcrt1q5kw2a5kw94gt0gfr2k0tpt2a3rxh9k8j2wggmp',
      'Bitcoin',
      '0f9188f13cb7b2c71f2a335e3a4fc328',
    ],
    [
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty',
      'Polkadot',
      '91b171bb158e2d3848fa23a9f1c25182',
    ],
  ] as const)(
    'behavior: a %s message is CAIP-122 naming its chain',
    (chainId, accountAddress, name, reference) => {
      const message = createSIWXMessage({ ...data, chainId, accountAddress, statement: 'Sign in' })
      expect(message.toString()).toBe(
        [
          `app.test wants you to sign in with your ${name} account:`,
          accountAddress,
          '',
          'Sign in',
          '',
          'URI: https://app.test',
          'Version: 1',
          `Chain ID: ${reference}`,
          'Nonce: abcdefgh',
          'Issued At: 2026-01-01T00:00:00.000Z',
        ].join('\n'),
      )
    },
  )
})
