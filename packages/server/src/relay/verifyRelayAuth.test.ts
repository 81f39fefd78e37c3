import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { describe, expect, test } from 'vitest'
import { normalizeRelayUrl, verifyRelayAuth } from './verifyRelayAuth.js'

const relay = 'ws://127.0.0.1:8787'

describe('verifyRelayAuth', () => {
  test('default', async () => {
    const keyPair = generateKeyPair()
    const auth = await signJWT('subject', relay, 60, keyPair)
    const { clientId } = await verifyRelayAuth({ auth, audiences: [relay] })
    expect(clientId).toMatch(/^did:key:z6Mk/)
  })

  test('behavior: the audience may be any of those accepted', async () => {
    const auth = await signJWT('subject', 'wss://relay.example.com/', 60, generateKeyPair())
    await expect(
      verifyRelayAuth({ auth, audiences: [relay, 'wss://relay.example.com'] }),
    ).resolves.toMatchObject({ clientId: expect.any(String) })
    await expect(verifyRelayAuth({ auth, audiences: [relay] })).rejects.toThrow(
      'Invalid auth: the token is for wss://relay.example.com/, not this relay (ws://127.0.0.1:8787)',
    )
  })

  test('behavior: a changed claim, a signature by another key or another algorithm is refused', async () => {
    const auth = await signJWT('subject', relay, 60, generateKeyPair())
    const [header, payload, signature] = auth.split('.') as [string, string, string]
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const changed = Buffer.from(JSON.stringify({ ...claims, sub: 'other' })).toString('base64url')
    await expect(
      verifyRelayAuth({ auth: `${header}.${changed}.${signature}`, audiences: [relay] }),
    ).rejects.toThrow('Invalid auth: bad signature')
    const other = await signJWT('subject', relay, 60, generateKeyPair())
    await expect(
      verifyRelayAuth({
        auth: `${header}.${payload}.${other.split('.')[2]}`,
        audiences: [relay],
      }),
    ).rejects.toThrow('Invalid auth: bad signature')
    const none = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')
    await expect(
      verifyRelayAuth({ auth: `${none}.${payload}.${signature}`, audiences: [relay] }),
    ).rejects.toThrow('Invalid auth: bad signature')
  })

  test('behavior: expiry is checked against the clock given', async () => {
    const auth = await signJWT('subject', relay, 60, generateKeyPair(), 1_000)
    await expect(
      verifyRelayAuth({ auth, audiences: [relay], now: 1_059_000 }),
    ).resolves.toBeDefined()
    await expect(verifyRelayAuth({ auth, audiences: [relay], now: 1_060_000 })).rejects.toThrow(
      'Invalid auth: the token has expired',
    )
  })
})

describe('normalizeRelayUrl', () => {
  test('default', () => {
    expect(
      ['ws://127.0.0.1:8787/', 'WS://LOCALHOST:80', 'wss://relay.example.com/x/?a=1', 'nope'].map(
        normalizeRelayUrl,
      ),
    ).toEqual(['ws://127.0.0.1:8787', 'ws://localhost', 'wss://relay.example.com/x', undefined])
  })
})
