import { hex } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { p2tr, p2wpkh, WIF } from '@scure/btc-signer'
import type { BitcoinNetworkParameters } from './bitcoinDevChainDefinition.js'

/** A Bitcoin key and its address: hex keys, WIF, and the BIP-32 path it came from. */
export type BitcoinAccount = {
  address: string
  /** The 32-byte secp256k1 private key, hex. */
  privateKey: string
  /** The private key in wallet import format, for the network. */
  wif: string
  /** The compressed public key (P2WPKH) or the x-only internal key (P2TR), hex. */
  publicKey: string
  path: string
}

/**
 * The account at a BIP-32 path of a BIP-39 seed: a P2WPKH address for BIP-84 paths (`m/84'/…`)
 * and a key-path P2TR address for BIP-86 paths (`m/86'/…`), as Xverse, Leather and Unisat derive
 * their payment and ordinals accounts.
 */
export function deriveBitcoinAccount(
  seed: Uint8Array,
  path: string,
  network: BitcoinNetworkParameters,
): BitcoinAccount {
  const purpose = /^m\/(84|86)'\//.exec(path)?.[1]
  if (!purpose) throw new Error(`Only BIP-84 (m/84'/…) and BIP-86 (m/86'/…) paths, not ${path}`)
  const key = HDKey.fromMasterSeed(seed).derive(path)
  if (!key.privateKey || !key.publicKey) throw new Error(`No key at ${path}`)
  const publicKey = purpose === '84' ? key.publicKey : key.publicKey.slice(1)
  const payment =
    purpose === '84' ? p2wpkh(publicKey, network) : p2tr(publicKey, undefined, network)
  return {
    address: payment.address!,
    privateKey: hex.encode(key.privateKey),
    wif: WIF(network).encode(key.privateKey),
    publicKey: hex.encode(publicKey),
    path,
  }
}
