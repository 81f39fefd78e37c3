import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { OutScript, type Transaction } from '@scure/btc-signer'
import { hash160 } from '@scure/btc-signer/utils.js'
import { BitcoinLedgerError } from './BitcoinLedgerError.js'

/** The output an input spends: its locking script and its amount in sats. */
export type SpentOutput = { script: Uint8Array; value: bigint }

/**
 * Checks input `index` of `tx` against the output it spends: a P2WPKH witness (DER signature and
 * the key whose hash the script commits to, BIP-143 sighash) or a P2TR key-path witness (BIP-340
 * signature over the BIP-341 sighash, by the output key). Throws a BitcoinLedgerError saying why not.
 */
export function verifyBitcoinInput(tx: Transaction, index: number, spent: readonly SpentOutput[]) {
  const output = spent[index]!
  const witness = tx.getInput(index).finalScriptWitness ?? []
  const decoded = OutScript.decode(output.script)
  const fail = (reason: string): never => {
    throw new BitcoinLedgerError(`Input ${index}: ${reason}`)
  }
  if (decoded.type === 'wpkh') {
    if (witness.length !== 2) fail('a P2WPKH witness is a signature and a public key')
    const [signature, publicKey] = witness as [Uint8Array, Uint8Array]
    if (!equal(hash160(publicKey), decoded.hash))
      fail('the public key is not the one the output pays')
    if (signature.length < 9) fail('the signature is malformed')
    const hashType = signature[signature.length - 1]!
    const scriptCode = OutScript.encode({ type: 'pkh', hash: decoded.hash })
    const sighash = tx.preimageWitnessV0(index, scriptCode, hashType, output.value)
    let valid = false
    try {
      valid = secp256k1.verify(signature.subarray(0, -1), sighash, publicKey, {
        prehash: false,
        lowS: true,
        format: 'der',
      })
    } catch {}
    if (!valid) fail('the signature does not verify')
    return
  }
  if (decoded.type === 'tr') {
    if (witness.length !== 1) fail('only P2TR key-path spends (one signature) are checked')
    const [signature] = witness as [Uint8Array]
    if (signature.length !== 64 && signature.length !== 65) fail('the signature is malformed')
    const hashType = signature.length === 65 ? signature[64]! : 0
    const sighash = tx.preimageWitnessV1(
      index,
      spent.map((entry) => entry.script),
      hashType,
      spent.map((entry) => entry.value),
    )
    let valid = false
    try {
      valid = schnorr.verify(signature.subarray(0, 64), sighash, decoded.pubkey)
    } catch {}
    if (!valid) fail('the signature does not verify')
    return
  }
  fail(`the dev ledger checks P2WPKH and P2TR key-path spends, not ${decoded.type}`)
}

function equal(a: Uint8Array, b: Uint8Array) {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}
