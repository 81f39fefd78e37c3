import { pbkdf2Sync } from 'node:crypto'
import { Keyring } from '@polkadot/keyring'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { mnemonicToEntropy } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import * as sr25519 from '@scure/sr25519'
import { beforeAll, describe, expect, test } from 'vitest'
import { devMnemonic } from '../chain/devAccounts.js'
import { polkadotDevAccounts } from './polkadotDevAccounts.js'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

// Substrate's mini-secret: PBKDF2-SHA512 of the mnemonic's ENTROPY (not its words, unlike BIP-39's
// seed), salt 'mnemonic' and the password (none), 2048 rounds, first 32 bytes.
function miniSecretOf(mnemonic: string): Uint8Array {
  const entropy = mnemonicToEntropy(mnemonic, wordlist)
  return Uint8Array.from(pbkdf2Sync(entropy, 'mnemonic', 2048, 64, 'sha512').subarray(0, 32))
}

// A numeric hard junction (`//i`) is its u64 little-endian, zero-padded to a 32-byte chain code.
function chainCodeOf(index: number): Uint8Array {
  const code = new Uint8Array(32)
  new DataView(code.buffer).setBigUint64(0, BigInt(index), true)
  return code
}

beforeAll(() => cryptoWaitReady())

describe('polkadotDevAccounts', () => {
  test('default: @scure/sr25519 derives each from the dev mnemonic with //i', () => {
    const root = sr25519.secretFromSeed(miniSecretOf(devMnemonic))
    polkadotDevAccounts.forEach((account, index) => {
      const secret = sr25519.HDKD.secretHard(root, chainCodeOf(index))
      expect(hex(secret)).toBe(account.secretKey)
      expect(hex(sr25519.getPublicKey(secret))).toBe(account.publicKey)
    })
  })

  test('behavior: the addresses are those of @polkadot/keyring for mnemonic//i', () => {
    const keyring = new Keyring({ type: 'sr25519', ss58Format: 42 })
    polkadotDevAccounts.forEach((account, index) => {
      const pair = keyring.addFromUri(`${devMnemonic}//${index}`)
      expect(account.address).toBe(pair.address)
      expect(account.publicKey).toBe(hex(pair.publicKey))
    })
  })

  test('behavior: a signature of a dev key verifies with @polkadot/util-crypto', async () => {
    const { signatureVerify } = await import('@polkadot/util-crypto')
    const [account] = polkadotDevAccounts
    const message = new TextEncoder().encode('latchkey')
    const signature = sr25519.sign(Buffer.from(account!.secretKey, 'hex'), message)
    expect(signatureVerify(message, signature, account!.address)).toMatchObject({
      isValid: true,
      crypto: 'sr25519',
    })
  })
})
