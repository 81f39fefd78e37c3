// The bip122 namespace against published vectors (BIP-173, BIP-350, BIP-322) and against
// signatures made here with @scure/btc-signer (BIP-322 simple, P2WPKH and P2TR) and
// @noble/curves (legacy signed messages) for regtest, testnet and mainnet keys.
import { createHash } from 'node:crypto'
import { formatSIWXMessage } from '@latchkey/core/protocol'
import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { bech32, bech32m } from '@scure/base'
import { Address, NETWORK, p2pkh, p2sh, p2tr, p2wpkh, TEST_NETWORK } from '@scure/btc-signer'
import { describe, expect, test } from 'vitest'
import { signBip322Message as signBip322 } from '../../test/signBip322Message.js'
import { bip122 } from './bip122.js'

const regtestNetwork = { ...TEST_NETWORK, bech32: 'bcrt' }
const mainnet = 'bip122:000000000019d6689c085ae165831e93'
const testnet4 = 'bip122:00000000da84f2bafbbc53dee25a72ae'
const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const sha256 = (...parts: Uint8Array[]) => {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part)
  return new Uint8Array(hash.digest())
}
const utf8 = (text: string) => new TextEncoder().encode(text)
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

/** A legacy (BIP-137) signed message: the 65-byte compact recoverable signature, base64. */
function signLegacy(secretKey: Uint8Array, message: string, headerBase = 31) {
  const prefix = utf8('\x18Bitcoin Signed Message:\n')
  const text = utf8(message)
  const hash = sha256(sha256(prefix, Uint8Array.of(text.length), text))
  const signature = secp256k1.sign(hash, secretKey)
  return base64(
    Uint8Array.from([headerBase + signature.recovery, ...signature.toCompactRawBytes()]),
  )
}

const secretKey = secp256k1.utils.randomPrivateKey()
const publicKey = secp256k1.getPublicKey(secretKey, true)
const regtestP2wpkh = p2wpkh(publicKey, regtestNetwork)
const regtestP2tr = p2tr(schnorr.getPublicKey(secretKey), undefined, regtestNetwork)
const verify = (address: string, message: string, signature: string, caipNetworkId = regtest) =>
  bip122.siwx.verifySignature({
    address,
    message,
    signature,
    chain: { caipNetworkId, rpcUrl: 'http://127.0.0.1:9' },
  })

describe('bip122 addresses', () => {
  test('default: every output type of every network, checksums checked', () => {
    const valid = [
      // BIP-173, BIP-350, BIP-322's vectors; two well-known base58 ones.
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
      'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      // Made here for each network.
      ...[NETWORK, TEST_NETWORK, regtestNetwork].flatMap((network) => [
        p2pkh(publicKey, network).address,
        p2sh(p2wpkh(publicKey, network), network).address,
        p2wpkh(publicKey, network).address,
        p2tr(schnorr.getPublicKey(secretKey), undefined, network).address,
      ]),
    ]
    for (const address of valid)
      expect([address, bip122.isAddress(address ?? '')]).toEqual([address, true])
    // btc-signer's decoder agrees on the regtest ones.
    expect(Address(regtestNetwork).decode(regtestP2wpkh.address ?? '').type).toBe('wpkh')
  })

  test('errors: a bad checksum, mixed case, the wrong checksum kind or another chain refused', () => {
    const program = bech32.toWords(new Uint8Array(20).fill(1))
    const invalid = [
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5',
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7KV8F3T4',
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3',
      // Witness version 0 with a bech32m checksum, version 1 with bech32's.
      bech32m.encode('bc', [0, ...program]),
      bech32.encode('bc', [1, ...bech32.toWords(new Uint8Array(32).fill(1))]),
      // Another prefix (Litecoin's), an EVM and a Solana address.
      bech32.encode('ltc', [0, ...program]),
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '11111111111111111111111111111112',
      '',
    ]
    for (const address of invalid)
      expect([address, bip122.isAddress(address)]).toEqual([address, false])
  })

  test('behavior: bech32 addresses are one account in either case, base58 ones are not', () => {
    const address = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
    expect(bip122.isSameAddress(address, address.toUpperCase())).toBe(true)
    expect(bip122.normalizeAddress(address.toUpperCase())).toBe(address)
    expect(
      bip122.isSameAddress(
        '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
        '1bvbmseystwetqtfn5au4m4gfg7xjanvn2',
      ),
    ).toBe(false)
  })
})

describe('bip122 sign-in signatures', () => {
  test("default: BIP-322's vectors for the empty message and 'Hello World'", async () => {
    const address = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
    const empty =
      'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
    const helloWorld =
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
    expect(await verify(address, '', empty, mainnet)).toBe(true)
    expect(await verify(address, 'Hello World', helloWorld, mainnet)).toBe(true)
    expect(await verify(address, 'Hello World', empty, mainnet)).toBe(false)
    expect(await verify(address, '', helloWorld, mainnet)).toBe(false)
  })

  test('behavior: BIP-322 simple signatures made by btc-signer for regtest P2WPKH and P2TR keys', async () => {
    for (const output of [regtestP2wpkh, regtestP2tr]) {
      const address = output.address ?? ''
      expect(address.startsWith('bcrt1')).toBe(true)
      const signature = signBip322(secretKey, 'Sign in to the test app', output)
      expect(await verify(address, 'Sign in to the test app', signature)).toBe(true)
      expect(await verify(address, 'Sign in to the other app', signature)).toBe(false)
    }
  })

  test('behavior: legacy signed messages for P2PKH and for a segwit address', async () => {
    const legacy = p2pkh(publicKey, TEST_NETWORK).address ?? ''
    expect(await verify(legacy, 'hello', signLegacy(secretKey, 'hello'), testnet4)).toBe(true)
    expect(await verify(legacy, 'hellO', signLegacy(secretKey, 'hello'), testnet4)).toBe(false)
    const segwit = regtestP2wpkh.address ?? ''
    expect(await verify(segwit, 'hello', signLegacy(secretKey, 'hello', 39))).toBe(true)
  })

  test('errors: another key, another network, a malformed signature refused', async () => {
    const other = secp256k1.utils.randomPrivateKey()
    const address = regtestP2wpkh.address ?? ''
    // The other key's signature for its own address, offered for this one.
    const otherOutput = p2wpkh(secp256k1.getPublicKey(other, true), regtestNetwork)
    expect(
      await verify(otherOutput.address ?? '', 'hello', signBip322(other, 'hello', otherOutput)),
    ).toBe(true)
    expect(await verify(address, 'hello', signBip322(other, 'hello', otherOutput))).toBe(false)
    expect(await verify(address, 'hello', signLegacy(other, 'hello', 39))).toBe(false)
    // A regtest address's valid signature, offered for mainnet or testnet4.
    const signature = signBip322(secretKey, 'hello', regtestP2wpkh)
    expect(await verify(address, 'hello', signature, mainnet)).toBe(false)
    expect(await verify(address, 'hello', signature, testnet4)).toBe(false)
    expect(await verify(address, 'hello', 'not base64!')).toBe(false)
    expect(await verify(address, 'hello', base64(new Uint8Array(70)))).toBe(false)
  })

  test('errors: a message naming an address of another network than its chain is malformed', () => {
    const message = (address: string, chainId: `${string}:${string}`) =>
      formatSIWXMessage({
        chainId,
        accountAddress: address,
        domain: 'app.test',
        uri: 'https://app.test/',
        version: '1',
        nonce: 'abcdefgh',
        issuedAt: '2026-01-01T00:00:00.000Z',
      })
    const address = regtestP2wpkh.address ?? ''
    expect(bip122.siwx.parseMessage(message(address, regtest))).toMatchObject({
      address,
      caipNetworkId: regtest,
    })
    expect(message(address, regtest)).toContain('sign in with your Bitcoin account:')
    expect(() => bip122.siwx.parseMessage(message(address, mainnet))).toThrow(
      `the address ${address} is not an address of ${mainnet}'s network`,
    )
    expect(() =>
      bip122.siwx.parseMessage(message('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', regtest)),
    ).toThrow('is not an address of')
  })
})
