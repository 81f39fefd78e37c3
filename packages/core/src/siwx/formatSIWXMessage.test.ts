// The message builder against EIP-4361's grammar: every message is parsed back with the
// reference implementation (the `siwe` package, used only here) and every field compared.
import { SiweMessage } from 'siwe'
import { describe, expect, test } from 'vitest'
import { formatSIWXMessage } from './formatSIWXMessage.js'
import type { SIWXMessageData } from './SIWXConfig.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const base: SIWXMessageData = {
  chainId: 'eip155:31337',
  accountAddress: address,
  domain: 'app.example.com',
  uri: 'https://app.example.com/login',
  version: '1',
  nonce: 'k3Xq9ZpA0b1C2d3E',
  statement: 'Sign in to the example app',
  issuedAt: '2026-03-01T10:00:00.000Z',
  expirationTime: '2026-03-02T10:00:00.000Z',
}

function parse(text: string) {
  const parsed = new SiweMessage(text)
  return {
    scheme: parsed.scheme,
    domain: parsed.domain,
    address: parsed.address,
    statement: parsed.statement,
    uri: parsed.uri,
    version: parsed.version,
    chainId: parsed.chainId,
    nonce: parsed.nonce,
    issuedAt: parsed.issuedAt,
    expirationTime: parsed.expirationTime,
    notBefore: parsed.notBefore,
    requestId: parsed.requestId,
    resources: parsed.resources,
  }
}

describe('formatSIWXMessage', () => {
  test('default: the EIP-4361 text, parsed back field by field', () => {
    const text = formatSIWXMessage(base)
    expect(text).toBe(
      [
        'app.example.com wants you to sign in with your Ethereum account:',
        address,
        '',
        'Sign in to the example app',
        '',
        'URI: https://app.example.com/login',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: k3Xq9ZpA0b1C2d3E',
        'Issued At: 2026-03-01T10:00:00.000Z',
        'Expiration Time: 2026-03-02T10:00:00.000Z',
      ].join('\n'),
    )
    expect(parse(text)).toEqual({
      scheme: undefined,
      domain: 'app.example.com',
      address,
      statement: 'Sign in to the example app',
      uri: 'https://app.example.com/login',
      version: '1',
      chainId: 31337,
      nonce: 'k3Xq9ZpA0b1C2d3E',
      issuedAt: '2026-03-01T10:00:00.000Z',
      expirationTime: '2026-03-02T10:00:00.000Z',
      notBefore: undefined,
      requestId: undefined,
      resources: undefined,
    })
  })

  test('parameters: every optional field', () => {
    const data: SIWXMessageData = {
      ...base,
      chainId: 'eip155:1',
      scheme: 'http',
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173/?siwx=required',
      notBefore: '2026-03-01T10:05:00.000Z',
      requestId: 'request-7',
      resources: [
        'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq',
        'https://example.com/terms',
      ],
    }
    expect(parse(formatSIWXMessage(data))).toEqual({
      scheme: 'http',
      domain: '127.0.0.1:5173',
      address,
      statement: 'Sign in to the example app',
      uri: 'http://127.0.0.1:5173/?siwx=required',
      version: '1',
      chainId: 1,
      nonce: 'k3Xq9ZpA0b1C2d3E',
      issuedAt: '2026-03-01T10:00:00.000Z',
      expirationTime: '2026-03-02T10:00:00.000Z',
      notBefore: '2026-03-01T10:05:00.000Z',
      requestId: 'request-7',
      resources: [
        'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq',
        'https://example.com/terms',
      ],
    })
  })

  test('parameters: no statement and no expiration (two blank lines before URI)', () => {
    const { statement: _statement, expirationTime: _expirationTime, ...data } = base
    const text = formatSIWXMessage(data)
    expect(text).toContain(`${address}\n\n\nURI: `)
    expect(parse(text)).toMatchObject({
      statement: undefined,
      expirationTime: undefined,
      uri: 'https://app.example.com/login',
      nonce: 'k3Xq9ZpA0b1C2d3E',
    })
  })

  test('parameters: a CAIP-122 header names the other namespaces', () => {
    const text = formatSIWXMessage({
      ...base,
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      accountAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    })
    expect(text.split('\n').slice(0, 2)).toEqual([
      'app.example.com wants you to sign in with your Solana account:',
      '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    ])
    expect(text).toContain('\nChain ID: EtWTRABZaYq6iMfeYKouRu166VU2xqa1\n')
  })

  test.each([
    [{ statement: 'two\nlines' }, 'Invalid sign-in message: statement must be one line'],
    [{ nonce: 'short' }, 'Invalid sign-in message: nonce must be 8 or more letters and digits'],
    [
      { nonce: 'has spaces 123' },
      'Invalid sign-in message: nonce must be 8 or more letters and digits',
    ],
    [{ domain: 'example.com/path' }, 'Invalid sign-in message: domain must be a host[:port]'],
    [{ uri: 'not a uri' }, 'Invalid sign-in message: uri must be an absolute URI'],
    [{ issuedAt: 'yesterday' }, 'Invalid sign-in message: issuedAt must be an ISO 8601 date-time'],
    [{ chainId: 'eip155' }, 'Invalid CAIP-2'],
  ] as Array<[Partial<SIWXMessageData>, string]>)('behavior: refuses %o', (change, message) => {
    expect(() => formatSIWXMessage({ ...base, ...change })).toThrow(message)
  })
})
