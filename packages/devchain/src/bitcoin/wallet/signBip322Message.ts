import { base64, hex } from '@scure/base'
import {
  Address,
  OutScript,
  p2tr,
  p2wpkh,
  RawTx,
  RawWitness,
  Script,
  Transaction,
  utils,
} from '@scure/btc-signer'
import { pubECDSA, pubSchnorr, sha256, sha256x2 } from '@scure/btc-signer/utils.js'
import type { BitcoinNetworkParameters } from '../bitcoinDevChainDefinition.js'

/** What a BIP-322 "simple" signature is made from. */
export type SignBip322MessageParameters = {
  /** The 32-byte secp256k1 private key of the address. */
  privateKey: Uint8Array
  /** A P2WPKH or P2TR (key path) address of that key. */
  address: string
  message: string | Uint8Array
  network: BitcoinNetworkParameters
}

const tag = sha256(new TextEncoder().encode('BIP0322-signed-message'))

/** BIP-322's message hash: the tagged hash `BIP0322-signed-message` of the message. */
export function bip322MessageHash(message: string | Uint8Array): Uint8Array {
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
  return sha256(utils.concatBytes(tag, tag, bytes))
}

/** BIP-322's virtual `to_spend` transaction id (hex, as explorers print it) for a message and script. */
export function bip322ToSpendTxid(message: string | Uint8Array, script: Uint8Array): string {
  const raw = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [
      {
        txid: new Uint8Array(32),
        index: 0xffffffff,
        finalScriptSig: Script.encode(['OP_0', bip322MessageHash(message)]),
        sequence: 0,
      },
    ],
    outputs: [{ amount: 0n, script }],
    witnesses: [],
    lockTime: 0,
  })
  return hex.encode(sha256x2(raw).reverse())
}

/**
 * Signs a message the BIP-322 "simple" way, as Xverse, Leather and Unisat do for segwit and
 * taproot addresses: the `to_sign` transaction spending the virtual `to_spend` one, signed with
 * btc-signer; the result is its witness, serialized, in base64.
 */
export function signBip322Message(parameters: SignBip322MessageParameters): string {
  const { privateKey, address, message, network } = parameters
  const decoded = Address(network).decode(address)
  const script = OutScript.encode(decoded)
  const own =
    decoded.type === 'wpkh'
      ? p2wpkh(pubECDSA(privateKey), network)
      : decoded.type === 'tr'
        ? p2tr(pubSchnorr(privateKey), undefined, network)
        : undefined
  if (!own)
    throw new Error(`BIP-322 simple signatures are for P2WPKH and P2TR addresses, not ${address}`)
  if (hex.encode(own.script) !== hex.encode(script))
    throw new Error(`The key is not the key of ${address}`)

  const toSign = new Transaction({ version: 0, allowUnknownOutputs: true })
  toSign.addInput({
    txid: bip322ToSpendTxid(message, script),
    index: 0,
    sequence: 0,
    witnessUtxo: { script, amount: 0n },
    ...(decoded.type === 'tr' ? { tapInternalKey: pubSchnorr(privateKey) } : {}),
  })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  toSign.sign(privateKey)
  toSign.finalizeIdx(0)
  return base64.encode(RawWitness.encode(toSign.getInput(0).finalScriptWitness!))
}
