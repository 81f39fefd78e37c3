// Sign-in with a Bitcoin account over real HTTP on PGlite: CAIP-122 messages written by core's
// formatSIWXMessage for the regtest dev chain, signed with BIP-322 by @scure/btc-signer (as the
// dev wallet signs), verified by the server with bip322-js. No node is asked.
import { secp256k1 } from '@noble/curves/secp256k1'
import { p2wpkh, TEST_NETWORK } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signBip322Message } from '../../test/signBip322Message.js'
import { type SIWXTestServer, startSIWXTestServer } from '../../test/startSIWXTestServer.js'

// Regtest's genesis block, as the dev chain's.
const caipNetworkId = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const regtest = { ...TEST_NETWORK, bech32: 'bcrt' }
const aliceKey = secp256k1.utils.randomPrivateKey()
const bobKey = secp256k1.utils.randomPrivateKey()
const alice = p2wpkh(secp256k1.getPublicKey(aliceKey, true), regtest)
const bob = p2wpkh(secp256k1.getPublicKey(bobKey, true), regtest)
let siwx: SIWXTestServer

beforeAll(async () => {
  siwx = await startSIWXTestServer({ caipNetworkId })
})
afterAll(async () => {
  await siwx?.stop()
})

const post = (path: string, body: unknown) => siwx.post(path, body)
const message = (address = alice.address ?? '', chainId: `${string}:${string}` = caipNetworkId) =>
  siwx.message(address, chainId)

describe('siwx on bip122', () => {
  test('default: a CAIP-122 message signed with BIP-322 opens a session', async () => {
    const text = await message()
    expect(text).toContain('wants you to sign in with your Bitcoin account:')
    const { status, body } = await post('/v1/siwx/verify', {
      message: text,
      signature: signBip322Message(aliceKey, text, alice),
    })
    expect(status).toBe(200)
    expect(body.session).toMatchObject({ address: alice.address, caipNetworkId })
    expect(typeof body.token).toBe('string')
  })

  test('behavior: another key, an edited message or a malformed signature is refused', async () => {
    const text = await message()
    const byBob = signBip322Message(bobKey, text, bob)
    expect(
      (await post('/v1/siwx/verify', { message: text, signature: byBob })).body.error.code,
    ).toBe('SIWX_INVALID_SIGNATURE')
    const other = await message()
    const signature = signBip322Message(aliceKey, other, alice)
    const edited = other.replace('Sign in to the test app', 'Sign in to the other app')
    expect((await post('/v1/siwx/verify', { message: edited, signature })).body.error.code).toBe(
      'SIWX_INVALID_SIGNATURE',
    )
    const third = await message()
    const malformed = await post('/v1/siwx/verify', { message: third, signature: 'not base64!' })
    expect(malformed).toMatchObject({
      status: 400,
      body: { error: { code: 'SIWX_MALFORMED_REQUEST' } },
    })
    expect(malformed.body.error.message).toContain('or a base64 Bitcoin signature')
  })

  test('errors: a regtest address signing in on mainnet is a malformed message', async () => {
    const text = await message(alice.address, 'bip122:000000000019d6689c085ae165831e93')
    const { status, body } = await post('/v1/siwx/verify', {
      message: text,
      signature: signBip322Message(aliceKey, text, alice),
    })
    expect(status).toBe(400)
    expect(body.error.code).toBe('SIWX_MALFORMED_MESSAGE')
    expect(body.error.message).toContain(
      'is not an address of bip122:000000000019d6689c085ae165831e93',
    )
  })
})
