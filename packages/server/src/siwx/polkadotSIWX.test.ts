// Sign-in with a Polkadot account over real HTTP on PGlite: CAIP-122 messages written by core's
// formatSIWXMessage, signed by @polkadot/keyring's sr25519 and ed25519 pairs as polkadot{.js}'
// signRaw signs (wrapped in <Bytes>…</Bytes>), verified by the server with @polkadot/util-crypto.
// No node is asked.
import { Keyring } from '@polkadot/keyring'
import { stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type SIWXTestServer, startSIWXTestServer } from '../../test/startSIWXTestServer.js'

const caipNetworkId = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const mnemonic = 'test test test test test test test test test test test junk'
type Pair = ReturnType<Keyring['addFromUri']>
let alice: Pair
let bob: Pair
let siwx: SIWXTestServer

beforeAll(async () => {
  await cryptoWaitReady()
  alice = new Keyring({ type: 'sr25519', ss58Format: 42 }).addFromUri(`${mnemonic}//0`)
  bob = new Keyring({ type: 'ed25519', ss58Format: 42 }).addFromUri(`${mnemonic}//1`)
  siwx = await startSIWXTestServer({ caipNetworkId })
})
afterAll(async () => {
  await siwx?.stop()
})

const post = (path: string, body: unknown) => siwx.post(path, body)
const message = (address: string) => siwx.message(address)
// As polkadot{.js}' signRaw({ type: 'bytes' }) signs: the text's bytes wrapped in <Bytes>.
const sign = (pair: Pair, text: string) => u8aToHex(pair.sign(u8aWrapBytes(stringToU8a(text))))

describe('siwx on polkadot', () => {
  test('default: CAIP-122 messages signed with sr25519 and ed25519 open sessions', async () => {
    for (const pair of [alice, bob]) {
      const text = await message(pair.address)
      expect(text).toContain('wants you to sign in with your Polkadot account:')
      const { status, body } = await post('/v1/siwx/verify', {
        message: text,
        signature: sign(pair, text),
      })
      expect(status).toBe(200)
      expect(body.session).toMatchObject({ address: pair.address, caipNetworkId })
    }
  })

  test('behavior: another key, an edited message or a malformed signature is refused', async () => {
    const text = await message(alice.address)
    expect(
      (await post('/v1/siwx/verify', { message: text, signature: sign(bob, text) })).body.error
        .code,
    ).toBe('SIWX_INVALID_SIGNATURE')
    const other = await message(alice.address)
    const signature = sign(alice, other)
    const edited = other.replace('Sign in to the test app', 'Sign in to the other app')
    expect((await post('/v1/siwx/verify', { message: edited, signature })).body.error.code).toBe(
      'SIWX_INVALID_SIGNATURE',
    )
    const third = await message(alice.address)
    const malformed = await post('/v1/siwx/verify', { message: third, signature: '0x1234' })
    expect(malformed).toMatchObject({
      status: 400,
      body: { error: { code: 'SIWX_MALFORMED_REQUEST' } },
    })
  })
})
