// The server's namespace contract: a namespace defined here, and nowhere else, with its own
// signature scheme (ed25519 over hex keys) and its own balance reader, gets a SIWX nonce, a message
// verified into a session and a balance through the real routes of a real server on PGlite, given
// to `createServer` as one descriptor. Its chain has no node: its balances come from this file.
// And the rule that makes that possible: outside `namespaces/`, no server source names one.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ed25519 } from '@noble/curves/ed25519'
import { bytesToHex, hexToBytes } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestServer, type TestServer } from '../../test/startTestServer.js'
import { defaultServerNamespaces } from './defaultServerNamespaces.js'
import { parseCaip122Message } from './parseCaip122Message.js'
import type { ServerNamespace } from './ServerNamespace.js'

const origin = 'http://127.0.0.1:5173'
const caipNetworkId = 'lkt:1'
const isAddress = (value: string) => /^[0-9a-f]{64}$/.test(value)
// What the test chain holds: base units of its coin by address.
const ledger = new Map<string, bigint>()

const testNamespace: ServerNamespace = {
  namespace: 'lkt',
  isAddress,
  addressForm: 'a 64-digit hex ed25519 key',
  normalizeAddress: (address) => address.toLowerCase(),
  isSameAddress: (a, b) => a.toLowerCase() === b.toLowerCase(),
  siwx: {
    chainName: 'Latchkey Test',
    parseMessage: (message) =>
      parseCaip122Message(message, { namespace: 'lkt', chainName: 'Latchkey Test', isAddress }),
    verifySignature: async ({ address, message, signature }) =>
      ed25519.verify(
        hexToBytes(`0x${signature.slice(2)}`),
        new TextEncoder().encode(message),
        hexToBytes(`0x${address}`),
      ),
  },
  balances: {
    nativeCurrency: { name: 'Test Coin', symbol: 'TST', decimals: 6 },
    createReader: () => async (address) => [ledger.get(address) ?? 0n],
  },
}

const secretKey = ed25519.utils.randomPrivateKey()
const address = bytesToHex(ed25519.getPublicKey(secretKey)).slice(2)
const sign = (message: string) =>
  bytesToHex(ed25519.sign(new TextEncoder().encode(message), secretKey))

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({
    config: {
      // Nothing listens there: the test namespace asks no node.
      chains: [{ caipNetworkId, rpcUrl: 'http://127.0.0.1:9' }],
      data: { indexer: { enabled: false } },
    },
    namespaces: [...defaultServerNamespaces, testNamespace],
  })
})
afterAll(async () => {
  await server?.stop()
})

const call = async (method: string, path: string, body?: unknown, token?: string) => {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      origin,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}

/** A CAIP-122 message naming the test chain, in the EIP-4361 layout. */
const messageFor = (nonce: string) =>
  [
    `${origin} wants you to sign in with your Latchkey Test account:`,
    address,
    '',
    'Sign in to the contract test',
    '',
    `URI: ${origin}/`,
    'Version: 1',
    'Chain ID: 1',
    `Nonce: ${nonce}`,
    `Issued At: ${new Date().toISOString()}`,
  ].join('\n')

describe('a namespace given to createServer', () => {
  test('behavior: SIWX nonce, message, signature verified by its scheme, session', async () => {
    const nonce = await call('POST', '/v1/siwx/nonce')
    expect(nonce.status).toBe(200)
    const message = messageFor(nonce.body.nonce)
    const verified = await call('POST', '/v1/siwx/verify', { message, signature: sign(message) })
    expect(verified.status).toBe(200)
    expect(verified.body.session).toMatchObject({ address, caipNetworkId, message })
    const session = await call('GET', '/v1/siwx/session', undefined, verified.body.token)
    expect(session).toMatchObject({ status: 200, body: { address, caipNetworkId } })
  })

  test('errors: a signature by another key is refused, by its scheme', async () => {
    const nonce = await call('POST', '/v1/siwx/nonce')
    const message = messageFor(nonce.body.nonce)
    const other = ed25519.utils.randomPrivateKey()
    const signature = bytesToHex(ed25519.sign(new TextEncoder().encode(message), other))
    const refused = await call('POST', '/v1/siwx/verify', { message, signature })
    expect(refused).toMatchObject({
      status: 401,
      body: { error: { code: 'SIWX_INVALID_SIGNATURE' } },
    })
  })

  test('behavior: a balance answered through its reader', async () => {
    ledger.set(address, 2_500_000n)
    const { status, body } = await call('GET', `/v1/account/${address}/balance?currency=usd`)
    expect(status).toBe(200)
    expect(body.balances).toEqual([
      expect.objectContaining({
        name: 'Test Coin',
        symbol: 'TST',
        chainId: caipNetworkId,
        quantity: { decimals: '6', numeric: '2.5' },
      }),
    ])
    expect((await call('GET', '/v1/supported-chains')).body.http).toEqual([caipNetworkId])
  })
})

// The server's sources, tests left out.
const sourceRoot = fileURLToPath(new URL('..', import.meta.url))
const sources = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
  .map((file) => join(sourceRoot, file))

describe('the namespace rule', () => {
  test('default: the built-in namespaces are eip155, solana, bip122 and polkadot, each with balances', () => {
    expect(defaultServerNamespaces.map((entry) => entry.namespace)).toEqual([
      'eip155',
      'solana',
      'bip122',
      'polkadot',
    ])
    for (const entry of defaultServerNamespaces) expect(entry.balances).toBeDefined()
  })

  test('behavior: outside namespaces/, no source compares a namespace to its name', () => {
    const names = defaultServerNamespaces.map((entry) => entry.namespace).join('|')
    const literal = `['"\`](?:${names}):?['"\`]`
    const comparison = new RegExp(
      `[!=]==?\\s*${literal}|${literal}\\s*[!=]==?|case\\s+${literal}|(?:startsWith|includes)\\(${literal}`,
    )
    const outside = sources.filter((file) => !relative(sourceRoot, file).startsWith('namespaces'))
    expect(outside.length).toBeGreaterThan(100)
    const offenders = outside.filter((file) => comparison.test(readFileSync(file, 'utf8')))
    expect(offenders.map((file) => relative(sourceRoot, file))).toEqual([])
    // The check finds what it looks for: the namespaces' own files name themselves.
    expect(comparison.test("namespace === 'bip122'")).toBe(true)
    expect(comparison.test("id.startsWith('polkadot:')")).toBe(true)
  })
})
