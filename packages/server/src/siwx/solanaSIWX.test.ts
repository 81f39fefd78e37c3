// Sign-in with a Solana account over real HTTP on PGlite: CAIP-122 messages written by core's
// formatSIWXMessage, signed by a real ed25519 key (@solana/kit over WebCrypto, as the Solana test
// wallet signs), verified by the server with @noble/curves. No node is asked.
import { solanaDevAccounts, solanaDevChainDefinition } from '@latchkey/devchain'
import { createKeyPairFromPrivateKeyBytes, getBase58Decoder, signBytes } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type SIWXTestServer, startSIWXTestServer } from '../../test/startSIWXTestServer.js'

const { caipNetworkId } = solanaDevChainDefinition
const [alice, bob] = solanaDevAccounts as [
  (typeof solanaDevAccounts)[number],
  (typeof solanaDevAccounts)[number],
]
let siwx: SIWXTestServer

beforeAll(async () => {
  siwx = await startSIWXTestServer({ caipNetworkId })
})
afterAll(async () => {
  await siwx?.stop()
})

const post = (path: string, body: unknown) => siwx.post(path, body)
const message = (address = alice.address) => siwx.message(address)
async function sign(text: string, secretKey = alice.secretKey) {
  const { privateKey } = await createKeyPairFromPrivateKeyBytes(
    Uint8Array.from(Buffer.from(secretKey, 'hex')),
  )
  return getBase58Decoder().decode(await signBytes(privateKey, new TextEncoder().encode(text)))
}

describe('siwx on solana', () => {
  test('default: a CAIP-122 message signed with ed25519 opens a session', async () => {
    const text = await message()
    expect(text).toContain('wants you to sign in with your Solana account:')
    const { status, body } = await post('/v1/siwx/verify', {
      message: text,
      signature: await sign(text),
    })
    expect(status).toBe(200)
    expect(body.session).toMatchObject({ address: alice.address, caipNetworkId })
    expect(typeof body.token).toBe('string')
  })

  test('behavior: another key, an edited message or a malformed signature is refused', async () => {
    const text = await message()
    expect(
      (await post('/v1/siwx/verify', { message: text, signature: await sign(text, bob.secretKey) }))
        .body.error.code,
    ).toBe('SIWX_INVALID_SIGNATURE')
    const other = await message()
    const signature = await sign(other)
    const edited = other.replace('Sign in to the test app', 'Sign in to the other app')
    expect((await post('/v1/siwx/verify', { message: edited, signature })).body.error.code).toBe(
      'SIWX_INVALID_SIGNATURE',
    )
    const third = await message()
    const malformed = await post('/v1/siwx/verify', { message: third, signature: 'not-base58!' })
    expect(malformed.status).toBe(400)
  })

  test('behavior: a message off the CAIP-122 layout is refused before its signature is checked', async () => {
    const text = `${await message()}\nExtra: line`
    const { body } = await post('/v1/siwx/verify', { message: text, signature: await sign(text) })
    expect(body.error.code).toBe('SIWX_MALFORMED_MESSAGE')
  })
})
