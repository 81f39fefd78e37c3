import { mnemonicToSeedSync } from '@scure/bip39'
import { NETWORK } from '@scure/btc-signer'
import { describe, expect, test } from 'vitest'
import { devMnemonic } from '../chain/devAccounts.js'
import { bitcoinDevAccounts } from './bitcoinDevAccounts.js'
import { bitcoinRegtestNetwork } from './bitcoinDevChainDefinition.js'
import { deriveBitcoinAccount } from './deriveBitcoinAccount.js'

// The test vectors BIP-84 and BIP-86 publish, for the mnemonic `abandon … about`.
const abandon = mnemonicToSeedSync(`${'abandon '.repeat(11)}about`)

describe('deriveBitcoinAccount', () => {
  test('default: BIP-84 test vectors (P2WPKH, mainnet)', () => {
    const first = deriveBitcoinAccount(abandon, "m/84'/0'/0'/0/0", NETWORK)
    expect(first).toMatchObject({
      address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
      wif: 'KyZpNDKnfs94vbrwhJneDi77V6jF64PWPF8x5cdJb8ifgg2DUc9d',
      publicKey: '0330d54fd0dd420a6e5f8d3624f5f3482cae350f79d5f0753bf5beef9c2d91af3c',
    })
    expect(deriveBitcoinAccount(abandon, "m/84'/0'/0'/0/1", NETWORK).address).toBe(
      'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g',
    )
    expect(deriveBitcoinAccount(abandon, "m/84'/0'/0'/1/0", NETWORK).address).toBe(
      'bc1q8c6fshw2dlwun7ekn9qwf37cu2rn755upcp6el',
    )
  })

  test('default: BIP-86 test vector (key-path P2TR, mainnet)', () => {
    expect(deriveBitcoinAccount(abandon, "m/86'/0'/0'/0/0", NETWORK)).toMatchObject({
      address: 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr',
      publicKey: 'cc8a4bc64d897bddc5fbc2f670f7a8ba0b386779106cf1223c6fc5d7cd6fc115',
    })
  })

  test('error: a path of another purpose is refused', () => {
    expect(() => deriveBitcoinAccount(abandon, "m/44'/0'/0'/0/0", NETWORK)).toThrow(
      "Only BIP-84 (m/84'/…) and BIP-86 (m/86'/…) paths, not m/44'/0'/0'/0/0",
    )
  })
})

test("default: the listed dev accounts are the dev mnemonic at m/84'/1'/0'/0/i and m/86'/1'/0'/0/i", () => {
  const seed = mnemonicToSeedSync(devMnemonic)
  const derived = bitcoinDevAccounts.map((_, index) => ({
    ...deriveBitcoinAccount(seed, `m/84'/1'/0'/0/${index}`, bitcoinRegtestNetwork),
    ordinals: deriveBitcoinAccount(seed, `m/86'/1'/0'/0/${index}`, bitcoinRegtestNetwork),
  }))
  expect(derived).toEqual(bitcoinDevAccounts)
  expect(bitcoinDevAccounts[0]!.address).toMatch(/^bcrt1q/)
  expect(bitcoinDevAccounts[0]!.ordinals.address).toMatch(/^bcrt1p/)
})
