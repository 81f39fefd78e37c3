// The polkadot namespace against @polkadot/keyring's signatures (sr25519, ed25519, ecdsa) of
// messages as they are and wrapped in <Bytes>…</Bytes> (as polkadot{.js}' signRaw signs), and
// against SS58 addresses of several prefixes made by @polkadot/util-crypto.
import { formatSIWXMessage } from '@latchkey/core/protocol'
import { Keyring } from '@polkadot/keyring'
import { stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, encodeAddress } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, test } from 'vitest'
import { polkadot } from './polkadot.js'

const mnemonic = 'test test test test test test test test test test test junk'
const caipNetworkId = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const verify = (address: string, message: string, signature: string) =>
  polkadot.siwx.verifySignature({
    address,
    message,
    signature,
    chain: { caipNetworkId, rpcUrl: 'http://127.0.0.1:9' },
  })
type Pair = ReturnType<Keyring['addFromUri']>
const sign = (pair: Pair, message: string, wrapped = true) => {
  const bytes = stringToU8a(message)
  return u8aToHex(pair.sign(wrapped ? u8aWrapBytes(bytes) : bytes))
}

let pairs: Record<'sr25519' | 'ed25519' | 'ecdsa', Pair>
beforeAll(async () => {
  await cryptoWaitReady()
  const make = (type: keyof typeof pairs) =>
    new Keyring({ type, ss58Format: 42 }).addFromUri(`${mnemonic}//0`)
  pairs = { sr25519: make('sr25519'), ed25519: make('ed25519'), ecdsa: make('ecdsa') }
})

describe('polkadot addresses', () => {
  test('default: SS58 of any prefix; one account under two prefixes is the same', () => {
    const { publicKey, address } = pairs.sr25519
    const onPolkadot = encodeAddress(publicKey, 0)
    const onKusama = encodeAddress(publicKey, 2)
    for (const value of [address, onPolkadot, onKusama, encodeAddress(publicKey, 1000)])
      expect([value, polkadot.isAddress(value)]).toEqual([value, true])
    expect(address.startsWith('5')).toBe(true)
    expect(onPolkadot.startsWith('1')).toBe(true)
    expect(polkadot.isSameAddress(address, onPolkadot)).toBe(true)
    expect(polkadot.isSameAddress(address, pairs.ed25519.address)).toBe(false)
  })

  test('errors: a bad checksum, hex keys, account indices and other namespaces refused', () => {
    const { address, publicKey } = pairs.sr25519
    const flipped = `${address.slice(0, -1)}${address.endsWith('a') ? 'b' : 'a'}`
    for (const value of [
      flipped,
      u8aToHex(publicKey),
      encodeAddress(new Uint8Array([1]), 42),
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '11111111111111111111111111111112',
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      '',
    ])
      expect([value, polkadot.isAddress(value)]).toEqual([value, false])
  })
})

describe('polkadot sign-in signatures', () => {
  test('default: sr25519 and ed25519 (and ecdsa) signatures, wrapped and unwrapped', async () => {
    for (const pair of Object.values(pairs))
      for (const wrapped of [true, false]) {
        const signature = sign(pair, 'Sign in to the test app', wrapped)
        expect([
          pair.type,
          wrapped,
          await verify(pair.address, 'Sign in to the test app', signature),
        ]).toEqual([pair.type, wrapped, true])
      }
  })

  test('errors: another key, another message or a malformed signature refused', async () => {
    const { sr25519, ed25519 } = pairs
    const signature = sign(sr25519, 'hello')
    expect(await verify(ed25519.address, 'hello', signature)).toBe(false)
    expect(await verify(sr25519.address, 'hellO', signature)).toBe(false)
    expect(await verify(sr25519.address, 'hello', sign(ed25519, 'hello'))).toBe(false)
    expect(await verify(sr25519.address, 'hello', '0x1234')).toBe(false)
    expect(await verify(sr25519.address, 'hello', signature.replace('0x', ''))).toBe(false)
    expect(await verify('not an address', 'hello', signature)).toBe(false)
  })

  test('behavior: a CAIP-122 message names Polkadot and reads back', () => {
    const text = formatSIWXMessage({
      chainId: caipNetworkId,
      accountAddress: pairs.sr25519.address,
      domain: 'app.test',
      uri: 'https://app.test/',
      version: '1',
      nonce: 'abcdefgh',
      issuedAt: '2026-01-01T00:00:00.000Z',
    })
    expect(text.split('\n')[0]).toBe('app.test wants you to sign in with your Polkadot account:')
    expect(polkadot.siwx.parseMessage(text)).toMatchObject({
      address: pairs.sr25519.address,
      caipNetworkId,
    })
  })
})
