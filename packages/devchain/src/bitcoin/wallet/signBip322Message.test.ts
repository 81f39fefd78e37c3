import { hex } from '@scure/base'
import { NETWORK, p2wpkh, WIF } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { describe, expect, test } from 'vitest'
import { bitcoinDevAccounts } from '../bitcoinDevAccounts.js'
import { bitcoinRegtestNetwork } from '../bitcoinDevChainDefinition.js'
import { bip322MessageHash, bip322ToSpendTxid, signBip322Message } from './signBip322Message.js'

// BIP-322's test vectors: the private key and address of its examples.
const vectorKey = WIF(NETWORK).decode('L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k')
const vectorAddress = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'

describe('signBip322Message', () => {
  test('default: the message hashes and to_spend ids of BIP-322', () => {
    expect(hex.encode(bip322MessageHash(''))).toBe(
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    )
    expect(hex.encode(bip322MessageHash('Hello World'))).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    )
    const script = p2wpkh(p2wpkhKey()).script
    expect(bip322ToSpendTxid('', script)).toBe(
      'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
    )
    expect(bip322ToSpendTxid('Hello World', script)).toBe(
      'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
    )
  })

  test('behavior: P2WPKH signatures verify with bip322-js, for BIP-322 key and a dev account', () => {
    const signature = signBip322Message({
      privateKey: vectorKey,
      address: vectorAddress,
      message: 'Hello World',
      network: NETWORK,
    })
    expect(Verifier.verifySignature(vectorAddress, 'Hello World', signature)).toBe(true)
    expect(Verifier.verifySignature(vectorAddress, 'Hello World!', signature)).toBe(false)
    const [account] = bitcoinDevAccounts
    const dev = signBip322Message({
      privateKey: hex.decode(account!.privateKey),
      address: account!.address,
      message: 'Sign in to Latchkey',
      network: bitcoinRegtestNetwork,
    })
    expect(Verifier.verifySignature(account!.address, 'Sign in to Latchkey', dev)).toBe(true)
  })

  test('behavior: P2TR key-path signatures verify with bip322-js', () => {
    const { ordinals } = bitcoinDevAccounts[1]!
    const signature = signBip322Message({
      privateKey: hex.decode(ordinals.privateKey),
      address: ordinals.address,
      message: 'Hello World',
      network: bitcoinRegtestNetwork,
    })
    expect(Verifier.verifySignature(ordinals.address, 'Hello World', signature)).toBe(true)
    expect(Verifier.verifySignature(ordinals.address, 'Hello', signature)).toBe(false)
  })

  test('error: a key that is not the address key is refused', () => {
    const [first, second] = bitcoinDevAccounts
    expect(() =>
      signBip322Message({
        privateKey: hex.decode(first!.privateKey),
        address: second!.address,
        message: 'x',
        network: bitcoinRegtestNetwork,
      }),
    ).toThrow(`The key is not the key of ${second!.address}`)
  })
})

function p2wpkhKey() {
  return hex.decode('02c7f12003196442943d8588e01aee840423cc54fc1521526a3b85c2b0cbd58872')
}
